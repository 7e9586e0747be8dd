import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../components/QueryState';
import { applyApiFieldErrors } from '../../lib/forms';
import { Ativar2faModal } from './Ativar2faModal';
import { useDesativar2fa, useStatus2fa } from './api';
import { Sessoes } from './Sessoes';

/** Perfil → Segurança: two-factor login and the open sessions. */
export function Seguranca() {
  return (
    <Stack component="section" aria-labelledby="seguranca" gap="lg" mt="lg">
      <Title order={2} fz="h3" id="seguranca">
        Segurança
      </Title>
      <DoisFatores />
      <Sessoes />
    </Stack>
  );
}

function DoisFatores() {
  const status = useStatus2fa();
  const [ativando, setAtivando] = useState(false);
  const [desativando, setDesativando] = useState(false);
  return (
    <Card>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} maw={560}>
          <Group gap="xs">
            <Title order={3} fz="h4">
              Verificação em duas etapas
            </Title>
            {status.data && (
              <Badge color={status.data.ativo ? 'teal' : 'gray'} variant="light">
                {status.data.ativo ? 'Ativa' : 'Desativada'}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            Além da senha, pede um código de 6 dígitos do aplicativo autenticador do seu celular (Google
            Authenticator, Microsoft Authenticator, Authy…). Quem descobrir sua senha não entra sem o celular.
          </Text>
          {status.data?.ativo && (
            <Text fz="sm">Códigos de recuperação ainda não usados: {status.data.codigos_restantes}</Text>
          )}
        </Stack>
        {status.data &&
          (status.data.ativo ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconShieldOff size={17} />}
              onClick={() => setDesativando(true)}
            >
              Desativar
            </Button>
          ) : (
            <Button leftSection={<IconShieldCheck size={17} />} onClick={() => setAtivando(true)}>
              Ativar
            </Button>
          ))}
      </Group>
      <QueryError
        title="Não foi possível carregar a segurança"
        error={status.error}
        onRetry={status.refetch}
      />
      {ativando && <Ativar2faModal onClose={() => setAtivando(false)} />}
      {desativando && <Desativar2faModal onClose={() => setDesativando(false)} />}
    </Card>
  );
}

function Desativar2faModal({ onClose }: { onClose: () => void }) {
  const desativar = useDesativar2fa();
  const form = useForm({
    initialValues: { senha: '', codigo: '' },
    validate: {
      senha: (v) => (v ? null : 'Informe a senha.'),
      codigo: (v) => (v.trim() ? null : 'Informe o código.'),
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      title="Desativar verificação em duas etapas"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          desativar.mutate(v, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: 'Verificação em duas etapas desativada.' });
              onClose();
            },
            onError: (error) => applyApiFieldErrors(form, error, ['senha', 'codigo']),
          }),
        )}
      >
        <Stack>
          <PasswordInput label="Senha" autoComplete="current-password" {...form.getInputProps('senha')} />
          <TextInput
            label="Código do aplicativo (ou de recuperação)"
            autoComplete="one-time-code"
            {...form.getInputProps('codigo')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={desativar.isPending}>
              Desativar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
