import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../../api/session';
import { applyApiFieldErrors } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useExcluirConta, useStatus2fa } from './api';
import { ConfirmacaoPorSenha } from './ConfirmacaoPorSenha';

/**
 * Perfil → "Excluir meu acesso", a secretária's (docs/product.md §15): `DELETE /user` deletes only her login;
 * the practice's data stays with the titular. Her password (and 2FA code) confirm it.
 */
export function ExcluirMeuAcesso({ consultorio }: { consultorio: string }) {
  const [aberto, setAberto] = useState(false);
  return (
    <Card mt="lg" withBorder style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} maw={600}>
          <Title order={2} fz="h4">
            Excluir meu acesso
          </Title>
          <Text fz="sm" c="dimmed">
            Apaga o seu login no consultório de {consultorio}. Os pacientes, a agenda e o que você cadastrou
            continuam na conta dela.
          </Text>
        </Stack>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={17} />}
          onClick={() => setAberto(true)}
        >
          Excluir meu acesso
        </Button>
      </Group>
      {aberto && <Confirmar onClose={() => setAberto(false)} />}
    </Card>
  );
}

function Confirmar({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const excluir = useExcluirConta();
  const com2fa = useStatus2fa().data?.ativo ?? false;
  const form = useForm({
    initialValues: { senha: '', codigo: '' },
    validate: {
      senha: (v) => (v ? null : 'Informe a senha.'),
      codigo: (v) => (com2fa && !v.trim() ? 'Informe o código do aplicativo.' : null),
    },
  });
  const submit = form.onSubmit((v) =>
    excluir.mutate(
      { senha: v.senha, ...(com2fa ? { codigo: v.codigo } : {}) },
      {
        onSuccess: () => {
          endSession();
          navigate(paths.login, { replace: true });
        },
        onError: (error) => applyApiFieldErrors(form, error, ['senha', 'codigo']),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Fechar' }} title="Excluir meu acesso">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm">Você sai agora e não consegue mais entrar com este e-mail.</Text>
          <ConfirmacaoPorSenha
            form={form}
            com2fa={com2fa}
            erro={excluir.error}
            pending={excluir.isPending}
            confirmar="Excluir meu acesso"
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
