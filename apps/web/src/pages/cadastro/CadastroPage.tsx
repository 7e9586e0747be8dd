import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CadastroForm } from '../../features/auth/components/CadastroForm';
import { paths } from '../../routes/paths';
import { AuthCard } from '../components/AuthCard';

export function CadastroPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      size="sm"
      title="Crie a sua conta"
      subtitle="Comece no plano Gratuito, sem cartão de crédito. Leva menos de dois minutos."
      footer={
        <>
          Já tem conta?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Entrar
          </Anchor>
        </>
      }
    >
      <title>Criar conta · Consultório</title>
      <CadastroForm onRegistered={() => navigate(paths.pacientes.lista, { replace: true })} />
    </AuthCard>
  );
}
