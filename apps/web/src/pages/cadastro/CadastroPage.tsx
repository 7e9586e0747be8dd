import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CadastroForm } from '../../features/auth/components/CadastroForm';
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
          <Anchor component={Link} to="/login" fw={600}>
            Entrar
          </Anchor>
        </>
      }
    >
      <title>Criar conta · Consultório</title>
      <CadastroForm onRegistered={() => navigate('/pacientes', { replace: true })} />
    </AuthCard>
  );
}
