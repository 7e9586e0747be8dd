import { type ChangePasswordRequest, changePasswordRequestSchema } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { useChangePassword } from '../../usuario/api';

const FIELDS = ['senha_atual', 'senha', 'senha_confirmacao'] as const;

/** The change-password dialog of docs/product.md §2.2: POST user/change-password, the API's errors on the fields. */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({
    mode: 'controlled',
    initialValues: { senha_atual: '', senha: '', senha_confirmacao: '' },
    validate: zodResolver<ChangePasswordRequest>(changePasswordRequestSchema),
    validateInputOnBlur: true,
  });

  const close = () => {
    form.reset();
    setFormError(null);
    change.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: (res) => {
        notifications.show({ color: 'teal', title: 'Pronto', message: res?.message ?? MSG.passwordChanged });
        close();
      },
      onError: (error) => {
        if (!applyApiFieldErrors(form, error, FIELDS)) setFormError(errorMessage(error));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>Alterar senha</Text>} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Use pelo menos 8 caracteres, com letras e números. Por segurança, as outras sessões abertas com a
            sua conta serão encerradas.
          </Text>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <PasswordInput
            label="Senha atual"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('senha_atual')}
          />
          <PasswordInput
            label="Nova senha"
            autoComplete="new-password"
            required
            {...form.getInputProps('senha')}
          />
          <PasswordInput
            label="Confirme a nova senha"
            autoComplete="new-password"
            required
            {...form.getInputProps('senha_confirmacao')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} type="button">
              Cancelar
            </Button>
            <Button type="submit" loading={change.isPending}>
              Alterar senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
