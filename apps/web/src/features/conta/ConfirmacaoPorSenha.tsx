import { Alert, Button, Group, PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
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
      {erro !== null && erro !== undefined && !form.errors.senha && !form.errors.codigo && (
        <Alert color="red" role="alert">
          {errorMessage(erro)}
        </Alert>
      )}
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
