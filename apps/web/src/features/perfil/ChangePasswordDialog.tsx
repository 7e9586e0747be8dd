import { type ChangePasswordRequest, changePasswordRequestSchema } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getSessionUser } from '../../api/session';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { NovaSenhaCampo } from '../../components/NovaSenhaCampo';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { passwordProblem, withPasswordStrength } from '../../lib/passwordStrength';
import { useChangePassword, useProfile } from '../../usuario/api';

const FIELDS = ['senha_atual', 'senha', 'senha_confirmacao'] as const;

/** The change-password dialog of docs/product.md §2.2: POST user/change-password, the API's errors on the fields. */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useChangePassword();
  // A secretária has no profile to read: her own name and e-mail are in her session.
  const profile = useProfile().data ?? getSessionUser();
  const owner = { nome: profile?.nome, email: profile?.email, cpf: profile?.cpf ?? undefined };
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({
    mode: 'controlled',
    initialValues: { senha_atual: '', senha: '', senha_confirmacao: '' },
    validate: withPasswordStrength(
      zodResolver<ChangePasswordRequest>(changePasswordRequestSchema),
      () => owner,
    ),
    // Only the current password on blur: errors appearing under the new ones would move the buttons under a
    // finger (docs/decisions/0013-password-policy.md); the meter says live what is wrong with the new password.
    validateInputOnBlur: ['senha_atual'],
  });

  const close = () => {
    form.reset();
    setFormError(null);
    change.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const weak = await passwordProblem(values.senha, owner);
    if (weak) {
      form.setFieldError('senha', weak);
      return;
    }
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
            Por segurança, as outras sessões abertas com a sua conta serão encerradas.
          </Text>
          <AvisoDeErro mensagem={formError} />
          <PasswordInput
            label="Senha atual"
            autoComplete="current-password"
            required
            data-autofocus
            aria-invalid={Boolean(form.errors.senha_atual) || undefined}
            {...form.getInputProps('senha_atual')}
          />
          <NovaSenhaCampo
            label="Nova senha"
            required
            senha={form.values.senha}
            owner={owner}
            inputProps={form.getInputProps('senha')}
          />
          <PasswordInput
            label="Confirme a nova senha"
            autoComplete="new-password"
            required
            aria-invalid={Boolean(form.errors.senha_confirmacao) || undefined}
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
