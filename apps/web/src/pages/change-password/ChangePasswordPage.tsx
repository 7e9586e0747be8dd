import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ForgotPasswordFlow } from '../../features/auth/components/ForgotPasswordFlow';
import { paths } from '../../routes/paths';
import { AuthCard } from '../components/AuthCard';

/** Forgotten password (docs/product.md §2.1 /change-password): e-mail → code → new password. */
export function ChangePasswordPage() {
  return (
    <AuthCard
      title="Recuperar senha"
      subtitle="Vamos confirmar que é você e criar uma senha nova."
      footer={
        <>
          Lembrou a senha?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Voltar para o login
          </Anchor>
        </>
      }
    >
      <title>Recuperar senha · Consultório</title>
      <ForgotPasswordFlow />
    </AuthCard>
  );
}
