import type { LoginResponse } from '@consultorio/contracts/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { startSession } from '../../../api/session';
import { ApiError } from '../../../lib/errors';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { useEntrarSegundaEtapa } from '../api';

/**
 * The login's second step (two-factor login on): the 6-digit code of the authenticator app, or one of the recovery
 * codes. A wrong code stays on the field; an expired challenge (5 minutes, 5 tries) sends the user back to step one;
 * too many wrong codes on the account (429) say how long to wait, and a recovery code still gets in meanwhile.
 */
export function SegundaEtapaForm({
  desafio,
  onLoggedIn,
  onRestart,
}: {
  desafio: string;
  onLoggedIn: (response: LoginResponse) => void;
  onRestart: () => void;
}) {
  const entrar = useEntrarSegundaEtapa();
  const form = useForm({
    initialValues: { codigo: '' },
    validate: { codigo: (v) => (v.trim() ? null : 'Informe o código.') },
  });
  const expirado = entrar.error instanceof ApiError && entrar.error.status === 401;
  // A wrong code is on the field; anything else (an expired challenge, too many wrong codes: 429 with how long to
  // wait and the recovery codes still accepted, no connection) is said above it.
  const erroGeral = entrar.error && !(entrar.error instanceof ApiError && entrar.error.errors);

  const submit = form.onSubmit((values) =>
    entrar.mutate(
      { desafio, codigo: values.codigo },
      {
        onSuccess: (response) => {
          startSession(response);
          onLoggedIn(response);
        },
        onError: (error) => applyApiFieldErrors(form, error, ['codigo']),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Sua conta tem verificação em duas etapas. Digite o código de 6 dígitos que aparece no seu aplicativo
          autenticador.
        </Text>
        {erroGeral && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(entrar.error)}
          </Alert>
        )}
        <TextInput
          label="Código de verificação"
          description="Sem o celular? Use um dos códigos de recuperação que você guardou."
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="000000"
          leftSection={<IconShieldLock size={16} />}
          data-autofocus
          disabled={expirado}
          {...form.getInputProps('codigo')}
        />
        {expirado ? (
          <Button size="md" fullWidth onClick={onRestart}>
            Entrar de novo
          </Button>
        ) : (
          <Button type="submit" size="md" fullWidth loading={entrar.isPending}>
            Confirmar
          </Button>
        )}
        {!expirado && (
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            Voltar e usar outra conta
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
