import { Anchor } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { paths } from '../../routes/paths';
import { AuthCard } from '../components/AuthCard';

/** After login the user lands on /pacientes (docs/product.md §2.1), or back where the guard stopped them. */
export function LoginPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const from =
    typeof state?.from === 'string' && state.from.startsWith('/') ? state.from : paths.pacientes.lista;
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
      <LoginForm onLoggedIn={() => navigate(from, { replace: true })} />
    </AuthCard>
  );
}
