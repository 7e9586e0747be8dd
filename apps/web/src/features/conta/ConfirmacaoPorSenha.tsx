import { Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { errorMessage } from '../../lib/forms';

/**
 * The end of a form that deletes with the password (and, with two-step login on, the authenticator's code): the
 * fields, what the form adds between them and the buttons (`children`), the API's error when no field holds it,
 * and "Cancelar" / the red confirming button.
 */
export function ConfirmacaoPorSenha<V extends { senha: string; codigo: string }>({
  form,
  com2fa,
  erro,
  pending,
  confirmar,
  onCancel,
  children,
}: {
  form: UseFormReturnType<V>;
  com2fa: boolean;
  erro: unknown;
  pending: boolean;
  confirmar: string;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <PasswordInput label="Senha" autoComplete="current-password" {...form.getInputProps('senha')} />
      {com2fa && (
        <TextInput
          label="Código do aplicativo autenticador"
          autoComplete="one-time-code"
          {...form.getInputProps('codigo')}
        />
      )}
      {children}
      <AvisoDeErro
        mensagem={
          erro !== null && erro !== undefined && !form.errors.senha && !form.errors.codigo
            ? errorMessage(erro)
            : null
        }
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" color="red" loading={pending}>
          {confirmar}
        </Button>
      </Group>
    </>
  );
}

/** The validation of the password and, with two-step login on, the authenticator's code. */
export const validarSenhaECodigo = (com2fa: boolean) => ({
  senha: (v: string) => (v ? null : 'Informe a senha.'),
  codigo: (v: string) => (com2fa && !v.trim() ? 'Informe o código do aplicativo.' : null),
});

/**
 * The red card of Perfil that deletes something for good: its title, what it deletes (`children`) and the button
 * that opens the confirmation (`modal`, given the way to close it).
 */
export function CartaoDeExclusao({
  titulo,
  children,
  modal,
}: {
  titulo: string;
  children: ReactNode;
  modal: (onClose: () => void) => ReactNode;
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <Card mt="lg" withBorder style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} maw={600}>
          <Title order={2} fz="h4">
            {titulo}
          </Title>
          <Text fz="sm" c="dimmed">
            {children}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={17} />}
          onClick={() => setAberto(true)}
        >
          {titulo}
        </Button>
      </Group>
      {aberto && modal(() => setAberto(false))}
    </Card>
  );
}
