import type { SessaoAtiva } from '@consultorio/contracts/conta';
import {
  Badge,
  Button,
  type ButtonProps,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconLogout } from '@tabler/icons-react';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { usePhone } from '../../components/usePhone';
import { formatDateTime } from '../../lib/format';
import { useEncerrarOutras, useEncerrarSessao, useSessoes } from './api';

type Encerrar = ReturnType<typeof useEncerrarSessao>;

/** Perfil → Segurança → "Sessões abertas": the browsers where the account is open, each one closable. */
export function Sessoes() {
  const sessoes = useSessoes();
  const encerrar = useEncerrarSessao();
  const outras = useEncerrarOutras();
  const temOutras = (sessoes.data ?? []).some((s) => !s.atual);
  // A phone gets cards instead of a table to scroll sideways (docs/product.md §2.5).
  const celular = usePhone();
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
          <SessoesEmCartoes sessoes={sessoes.data} encerrar={encerrar} />
        ) : (
          <SessoesEmTabela sessoes={sessoes.data} encerrar={encerrar} />
        ))}
    </Card>
  );
}

function BotaoEncerrar({
  sessao,
  encerrar,
  ...props
}: { sessao: SessaoAtiva; encerrar: Encerrar } & ButtonProps) {
  return (
    <Button
      color="red"
      aria-label={`Encerrar a sessão de ${sessao.dispositivo}`}
      loading={encerrar.isPending && encerrar.variables === sessao.id}
      onClick={() => encerrar.mutate(sessao.id)}
      {...props}
    >
      Encerrar
    </Button>
  );
}

function EstaSessao() {
  return (
    <Badge variant="light" color="teal">
      Esta sessão
    </Badge>
  );
}

/** On a phone each session is a card of its own: nothing to scroll sideways. */
function SessoesEmCartoes({ sessoes, encerrar }: { sessoes: SessaoAtiva[]; encerrar: Encerrar }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sessões ativas">
      {sessoes.map((s) => (
        <Card key={s.id} component="li" withBorder p="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconDeviceDesktop size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text fz="sm" fw={600}>
                {s.dispositivo}
              </Text>
              {s.atual && <EstaSessao />}
              <Text fz="sm" c="dimmed">
                IP {s.ip ?? '—'} · último uso em {formatDateTime(s.ultimo_uso_em)}
              </Text>
            </Stack>
          </Group>
          {!s.atual && <BotaoEncerrar sessao={s} encerrar={encerrar} mt="sm" fullWidth variant="light" />}
        </Card>
      ))}
    </Stack>
  );
}

function SessoesEmTabela({ sessoes, encerrar }: { sessoes: SessaoAtiva[]; encerrar: Encerrar }) {
  return (
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
          {sessoes.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <IconDeviceDesktop size={18} aria-hidden />
                  <Text fz="sm">{s.dispositivo}</Text>
                  {s.atual && <EstaSessao />}
                </Group>
              </Table.Td>
              <Table.Td fz="sm">{s.ip ?? '—'}</Table.Td>
              <Table.Td fz="sm">{formatDateTime(s.ultimo_uso_em)}</Table.Td>
              <Table.Td ta="right">
                {!s.atual && <BotaoEncerrar sessao={s} encerrar={encerrar} size="xs" variant="subtle" />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
