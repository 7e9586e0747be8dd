import { type LoginRequest, type LoginResponse, loginRequestSchema } from '@consultorio/contracts/auth';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { startSession } from '../../../api/session';
import { errorMessage, zodResolver } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { useEntrar } from '../api';
import { SegundaEtapaForm } from './SegundaEtapaForm';

/** E-mail and password; on success the session starts (docs/product.md §5.2) and `onLoggedIn` decides where to go. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const login = useEntrar();
  const [desafio, setDesafio] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    initialValues: { email: '', senha: '' },
    validate: zodResolver<LoginRequest>(loginRequestSchema),
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: (response) => {
        if ('requer_2fa' in response) {
          setDesafio(response.desafio);
          return;
        }
        startSession(response);
        onLoggedIn(response);
      },
    }),
  );

  if (desafio) {
    return (
      <SegundaEtapaForm
        desafio={desafio}
        onLoggedIn={onLoggedIn}
        onRestart={() => {
          setDesafio(null);
          login.reset();
          form.setFieldValue('senha', '');
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(login.error)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="voce@exemplo.com.br"
          leftSection={<IconMail size={16} />}
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          placeholder="Sua senha"
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('senha')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.changePassword} size="sm">
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
