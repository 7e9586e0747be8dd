import {
  Alert,
  Badge,
  Button,
  type ButtonProps,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconLogout, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { usePhone } from '../../components/usePhone';
import { formatDateTime } from '../../lib/format';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import {
  useAtivar2fa,
  useConfigurar2fa,
  useDesativar2fa,
  useEncerrarOutras,
  useEncerrarSessao,
  useSessoes,
  useStatus2fa,
} from './api';

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

function Ativar2faModal({ onClose }: { onClose: () => void }) {
  // On the phone that holds the authenticator the QR code cannot be read: the app opens by its link, or the key
  // is copied.
  const phone = usePhone();
  const configurar = useConfigurar2fa();
  const ativar = useAtivar2fa();
  const form = useForm({
    initialValues: { codigo: '' },
    validate: {
      codigo: (v) => (/^\d{6}$/.test(v.replace(/\s/g, '')) ? null : 'Digite os 6 dígitos do aplicativo.'),
    },
  });
  const { mutate: gerarSegredo } = configurar;
  useEffect(() => gerarSegredo(), [gerarSegredo]);
  const codigos = ativar.data?.codigos_recuperacao;
  const texto = codigos?.join('\n') ?? '';

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      title="Ativar verificação em duas etapas"
      size="lg"
    >
      {codigos ? (
        <Stack>
          <Alert color="teal" variant="light" title="Verificação em duas etapas ativada">
            Guarde os códigos de recuperação abaixo em lugar seguro (impressos ou num gerenciador de senhas).
            Cada um entra uma vez, se você perder o celular. Eles não serão mostrados de novo.
          </Alert>
          <SimpleGrid cols={2} spacing="xs" aria-label="Códigos de recuperação">
            {codigos.map((c) => (
              <Code key={c} fz="md" ta="center" py={6}>
                {c}
              </Code>
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <CopyButton value={texto}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Códigos copiados' : 'Copiar códigos'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={() => imprimirCodigos(codigos)}>
              Imprimir
            </Button>
            <Button onClick={onClose}>Concluir</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          {configurar.isError && (
            <Alert color="red" role="alert">
              {errorMessage(configurar.error)}
            </Alert>
          )}
          <Text fz="sm">
            {phone
              ? '1. Toque em “Abrir no aplicativo autenticador” (ou copie a chave e cole no aplicativo).'
              : '1. Abra o aplicativo autenticador no celular e leia o QR code (ou digite a chave abaixo).'}
          </Text>
          {configurar.data ? (
            <Stack align="center" gap="xs">
              {phone && (
                <Button component="a" href={configurar.data.otpauth_url} variant="light">
                  Abrir no aplicativo autenticador
                </Button>
              )}
              <Image
                src={configurar.data.qr_code}
                alt="QR code para o aplicativo autenticador"
                w={200}
                h={200}
              />
              <Group gap="xs" justify="center">
                <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                  Chave: <Code>{configurar.data.segredo}</Code>
                </Text>
                <CopyButton value={configurar.data.segredo}>
                  {({ copied, copy }) => (
                    <Button size="compact-sm" variant="subtle" onClick={copy}>
                      {copied ? 'Chave copiada' : 'Copiar chave'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          ) : (
            <QueryLoading label="Gerando QR code" blocks={[200]} />
          )}
          <form
            noValidate
            onSubmit={form.onSubmit((v) =>
              ativar.mutate(v.codigo.replace(/\s/g, ''), {
                onError: (error) => applyApiFieldErrors(form, error, ['codigo']),
              }),
            )}
          >
            <Stack>
              <TextInput
                label="2. Digite o código de 6 dígitos que o aplicativo mostra"
                autoComplete="one-time-code"
                inputMode="numeric"
                placeholder="000000"
                {...form.getInputProps('codigo')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancelar
                </Button>
                <Button type="submit" loading={ativar.isPending} disabled={!configurar.data}>
                  Ativar
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}

function imprimirCodigos(codigos: string[]) {
  const janela = window.open('', '_blank', 'width=480,height=640');
  if (!janela) return;
  const doc = janela.document;
  doc.title = 'Códigos de recuperação — Consultório';
  const h1 = doc.createElement('h1');
  h1.textContent = 'Códigos de recuperação — Consultório';
  const p = doc.createElement('p');
  p.textContent = 'Cada código entra uma única vez, no lugar do código do aplicativo autenticador.';
  const ul = doc.createElement('ul');
  for (const c of codigos) {
    const li = doc.createElement('li');
    li.textContent = c;
    li.style.fontFamily = 'monospace';
    li.style.fontSize = '18px';
    ul.append(li);
  }
  doc.body.append(h1, p, ul);
  janela.print();
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

function Sessoes() {
  const sessoes = useSessoes();
  const encerrar = useEncerrarSessao();
  const outras = useEncerrarOutras();
  const temOutras = (sessoes.data ?? []).some((s) => !s.atual);
  // A phone gets cards instead of a table to scroll sideways (docs/product.md §2.5).
  const celular = usePhone();
  const botaoEncerrar = (s: { id: string; dispositivo: string }, props: ButtonProps) => (
    <Button
      color="red"
      aria-label={`Encerrar a sessão de ${s.dispositivo}`}
      loading={encerrar.isPending && encerrar.variables === s.id}
      onClick={() => encerrar.mutate(s.id)}
      {...props}
    >
      Encerrar
    </Button>
  );
  return (
    <Card>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="md">
        <Stack gap={4}>
          <Title order={3} fz="h4">
            Sessões abertas
          </Title>
          <Text fz="sm" c="dimmed">
            Os navegadores onde sua conta está aberta. Encerre os que você não reconhece.
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconLogout size={17} />}
          disabled={!temOutras}
          loading={outras.isPending}
          onClick={() =>
            outras.mutate(undefined, {
              onSuccess: ({ encerradas }) =>
                notifications.show({
                  color: 'teal',
                  message: encerradas === 1 ? '1 sessão encerrada.' : `${encerradas} sessões encerradas.`,
                }),
            })
          }
        >
          Sair de todas as outras
        </Button>
      </Group>
      <QueryError
        title="Não foi possível carregar as sessões"
        error={sessoes.error}
        onRetry={sessoes.refetch}
      />
      {sessoes.isPending && !sessoes.isError && <QueryLoading label="Carregando sessões" blocks={[120]} />}
      {sessoes.data &&
        (celular ? (
          // On a phone each session is a card of its own: nothing to scroll sideways.
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Sessões ativas"
          >
            {sessoes.data.map((s) => (
              <Card key={s.id} component="li" withBorder p="sm">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconDeviceDesktop size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Text fz="sm" fw={600}>
                      {s.dispositivo}
                    </Text>
                    {s.atual && (
                      <Badge variant="light" color="teal">
                        Esta sessão
                      </Badge>
                    )}
                    <Text fz="sm" c="dimmed">
                      IP {s.ip ?? '—'} · último uso em {formatDateTime(s.ultimo_uso_em)}
                    </Text>
                  </Stack>
                </Group>
                {!s.atual && botaoEncerrar(s, { mt: 'sm', fullWidth: true, variant: 'light' })}
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dispositivo</Table.Th>
                  <Table.Th>IP</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessoes.data.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <IconDeviceDesktop size={18} aria-hidden />
                        <Text fz="sm">{s.dispositivo}</Text>
                        {s.atual && (
                          <Badge variant="light" color="teal">
                            Esta sessão
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td fz="sm">{s.ip ?? '—'}</Table.Td>
                    <Table.Td fz="sm">{formatDateTime(s.ultimo_uso_em)}</Table.Td>
                    <Table.Td ta="right">
                      {!s.atual && botaoEncerrar(s, { size: 'xs', variant: 'subtle' })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Card>
  );
}
