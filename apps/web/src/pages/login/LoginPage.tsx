import { Alert, Anchor } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useEndSessionOnArrival } from '../../layout/useLogout';
import { useHidratado } from '../../lib/hidratacao';
import { paths } from '../../routes/paths';
import { voltaSegura } from '../../routes/volta';
import { AuthCard } from '../components/AuthCard';

/** After login the user lands on /pacientes (docs/product.md §2.1), or back where the guard stopped them. */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [search] = useSearchParams();
  useEndSessionOnArrival();
  // The history entry's mark survives a reload, and the prerendered page has no notice: it is read once hydrated
  // (docs/decisions/0060-prerendered-public-pages.md), or React's hydration fails (#418).
  const contaExcluida = useHidratado() && state?.contaExcluida === true;
  // The page asked for (`?volta=`, set when the session ended or was missing), same-site only.
  const from = voltaSegura(state?.from) ?? voltaSegura(search.get('volta')) ?? paths.pacientes.lista;
  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse o seu consultório."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Anchor component={Link} to={paths.cadastro} fw={600}>
            Crie a sua gratuitamente
          </Anchor>
        </>
      }
    >
      <title>Entrar · Consultório</title>
      {contaExcluida && (
        <Alert color="teal" role="status" title="Conta excluída" mb="md">
          Seus dados foram apagados, exceto o que a lei obriga a guardar. Obrigado por ter usado o
          Consultório.
        </Alert>
      )}
      <LoginForm onLoggedIn={() => navigate(from, { replace: true })} />
    </AuthCard>
  );
}
