import { type ConviteCreate, conviteCreateSchema, type Membro } from '@consultorio/contracts/equipe';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconMailForward, IconUserPlus, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../lib/format';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useAcessoFinanceiro, useCancelarConvite, useConvidar, useEquipe, useRemoverMembro } from './api';

/**
 * Configurações → "Equipe" (docs/product.md §15): the titular invites a secretária, sees who has access and the
 * pending invitations, turns finance on or off for each one and removes her.
 */
export function Equipe() {
  const equipe = useEquipe();
  return (
    <Stack component="section" aria-labelledby="equipe" gap="lg">
      <Title order={2} fz="h3" id="equipe">
        Equipe
      </Title>
      <OQueElaVe />
      {equipe.isPending && <QueryLoading label="Carregando a equipe" blocks={[120, 80]} />}
      {equipe.isError && (
        <QueryError
          title="Não foi possível carregar a equipe"
          error={equipe.error}
          onRetry={() => equipe.refetch()}
        />
      )}
      {equipe.data && (
        <>
          {equipe.data.limite === 0 ? (
            <Alert color="blue" title="Seu plano não inclui secretária">
              Com o Essencial você convida 1 secretária; com o Vitalício, até 3.{' '}
              <Button component={Link} to={paths.upgrade} variant="subtle" size="compact-sm">
                Ver planos
              </Button>
            </Alert>
          ) : (
            <Convidar
              ocupadas={equipe.data.membros.length + equipe.data.convites.length}
              limite={equipe.data.limite}
            />
          )}
          <Membros membros={equipe.data.membros} />
          <Convites convites={equipe.data.convites} />
        </>
      )}
    </Stack>
  );
}

function OQueElaVe() {
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text fw={600}>A secretária pode</Text>
          <List size="sm" spacing={2} icon={<IconCheck size={16} color="var(--mantine-color-teal-text)" />}>
            <List.Item>cuidar da agenda e dos lembretes</List.Item>
            <List.Item>cadastrar pacientes e editar os dados de contato</List.Item>
            <List.Item>marcar presença e pagamento das sessões</List.Item>
            <List.Item>usar o financeiro, se você liberar</List.Item>
          </List>
        </Stack>
        <Stack gap={4}>
          <Text fw={600}>Ela nunca vê</Text>
          <List size="sm" spacing={2} icon={<IconX size={16} color="var(--mantine-color-red-text)" />}>
            <List.Item>prontuário, anamnese, anotações das sessões e observações</List.Item>
            <List.Item>documentos, anexos e Carnê-Leão</List.Item>
            <List.Item>seu plano, seus dados e o registro de acessos</List.Item>
          </List>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

function Convidar({ ocupadas, limite }: { ocupadas: number; limite: number }) {
  const convidar = useConvidar();
  const form = useForm<ConviteCreate>({
    initialValues: { nome: '', email: '' },
    validate: zodResolver(conviteCreateSchema),
    validateInputOnBlur: true,
  });
  const cheio = ocupadas >= limite;
  const enviar = form.onSubmit((values) =>
    convidar.mutate(values, {
      onSuccess: ({ convite }) => {
        form.reset();
        notifications.show({
          color: 'teal',
          title: 'Convite enviado',
          message: `${convite.email} recebeu o link para criar a senha (vale por 7 dias).`,
        });
      },
      onError: (error) => applyApiFieldErrors(form, error, ['nome', 'email']),
    }),
  );
  const erroGeral =
    convidar.error && !(convidar.error instanceof ApiError && convidar.error.errors)
      ? errorMessage(convidar.error)
      : null;
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="h4">
            Convidar secretária
          </Title>
          <Badge variant="light" color={cheio ? 'yellow' : 'blue'}>
            {ocupadas} de {limite} {limite === 1 ? 'vaga usada' : 'vagas usadas'}
          </Badge>
        </Group>
        {cheio ? (
          <Text fz="sm" c="dimmed">
            As vagas do seu plano estão ocupadas. Remova alguém ou cancele um convite para convidar outra
            pessoa.
          </Text>
        ) : (
          <form onSubmit={enviar} noValidate>
            <Group align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                label="Nome"
                autoComplete="off"
                withAsterisk
                style={{ flex: '1 1 220px' }}
                {...form.getInputProps('nome')}
              />
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="off"
                withAsterisk
                style={{ flex: '1 1 260px' }}
                {...form.getInputProps('email')}
              />
              <Button
                type="submit"
                mt={{ base: 0, sm: 25 }}
                leftSection={<IconMailForward size={17} />}
                loading={convidar.isPending}
              >
                Enviar convite
              </Button>
            </Group>
          </form>
        )}
        <AvisoDeErro mensagem={erroGeral} />
      </Stack>
    </Card>
  );
}

function Membros({ membros }: { membros: Membro[] }) {
  const financeiro = useAcessoFinanceiro();
  const remover = useRemoverMembro();
  const confirmarRemocao = (m: Membro) =>
    modals.openConfirmModal({
      title: `Remover ${m.nome}?`,
      centered: true,
      children: (
        <Text fz="sm">
          O acesso dela termina agora: ela sai do sistema e não consegue mais entrar. O que ela cadastrou
          (pacientes, agendamentos, sessões) continua na sua conta.
        </Text>
      ),
      labels: { confirm: 'Remover acesso', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remover.mutate(m.id, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: `O acesso de ${m.nome} foi removido.` }),
        }),
    });
  if (membros.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        <IconUserPlus size={16} style={{ verticalAlign: 'text-bottom' }} /> Ninguém além de você tem acesso à
        conta.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {membros.map((m) => (
        <Card key={m.id} data-testid="membro-equipe">
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Stack gap={2}>
              <Text fw={600}>{m.nome}</Text>
              <Text fz="sm" c="dimmed">
                Secretária · {m.email}
              </Text>
              <Text fz="xs" c="dimmed">
                {m.ultimo_acesso_em
                  ? `Último acesso em ${formatDateTime(m.ultimo_acesso_em)}`
                  : 'Ainda não entrou'}
              </Text>
            </Stack>
            <Group gap="md" wrap="wrap">
              <Switch
                label="Acesso ao financeiro"
                checked={m.acesso_financeiro}
                disabled={financeiro.isPending}
                onChange={(e) => financeiro.mutate({ id: m.id, acesso_financeiro: e.currentTarget.checked })}
              />
              <Button variant="light" color="red" onClick={() => confirmarRemocao(m)}>
                Remover
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function Convites({
  convites,
}: {
  convites: Array<{ id: string; nome: string; email: string; expira_em: string }>;
}) {
  const cancelar = useCancelarConvite();
  if (convites.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Convites pendentes
      </Title>
      {convites.map((c) => (
        <Card key={c.id} data-testid="convite-pendente">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{c.nome}</Text>
              <Text fz="sm" c="dimmed">
                {c.email} · expira em {formatDate(c.expira_em)}
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              loading={cancelar.isPending && cancelar.variables === c.id}
              onClick={() => cancelar.mutate(c.id)}
            >
              Cancelar convite
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
