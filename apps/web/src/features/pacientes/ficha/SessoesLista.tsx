import { FORMA_PAGAMENTO_LABELS, PRESENCA_LABELS, type Sessao } from '@consultorio/contracts/sessoes';
import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice, IconPencil, IconTrash } from '@tabler/icons-react';
import { ehSecretaria } from '../../../api/session';
import { PRESENCA_COLORS } from '../../../components/pacientes/status';
import { formatDate, formatMoney } from '../../../lib/format';

export const quando = (s: Sessao) => `${formatDate(s.data)}${s.hora_inicio ? ` às ${s.hora_inicio}` : ''}`;

/** What each session's buttons do. */
export interface AcoesDaSessao {
  /** The plan has finance: a paid session offers its receipt. */
  financeiro: boolean;
  /** An archived patient's file: no edit, no deletion (the receipt stays). */
  somenteLeitura?: boolean;
  editar: (s: Sessao) => void;
  confirmDelete: (s: Sessao) => void;
  baixarRecibo: (s: Sessao) => void;
}

interface ListaProps {
  sessoes: Sessao[];
  /** A page is loading: the previous one stays, faded. */
  carregando: boolean;
  acoes: AcoesDaSessao;
}

function Pagamento({ s }: { s: Sessao }) {
  if (s.valor === null) {
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  }
  // Like the statistics' "a receber": only a held session that was not paid is pending.
  const pendente = !s.pago && s.presenca === 'realizada';
  return (
    <Stack gap={0}>
      <Text fz="sm">{formatMoney(s.valor)}</Text>
      <Text fz="xs" c={pendente ? 'amber' : 'dimmed'}>
        {s.pago
          ? `Pago${s.forma_pagamento ? ` · ${FORMA_PAGAMENTO_LABELS[s.forma_pagamento]}` : ''}`
          : pendente
            ? 'Pendente'
            : 'Não pago'}
      </Text>
    </Stack>
  );
}

/** Recibo (a paid session, with finance), Editar and Excluir. */
function SessaoAcoes({ s, acoes }: { s: Sessao; acoes: AcoesDaSessao }) {
  const recibo = acoes.financeiro && s.pago && s.valor !== null;
  if (acoes.somenteLeitura && !recibo) return null;
  return (
    <>
      {recibo && (
        <Tooltip label="Recibo">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Recibo da sessão de ${quando(s)}`}
            onClick={() => acoes.baixarRecibo(s)}
          >
            <IconFileInvoice size={17} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
      {!acoes.somenteLeitura && (
        <>
          <Tooltip label="Editar sessão">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Editar sessão de ${quando(s)}`}
              onClick={() => acoes.editar(s)}
            >
              <IconPencil size={17} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Excluir sessão">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Excluir sessão de ${quando(s)}`}
              onClick={() => acoes.confirmDelete(s)}
            >
              <IconTrash size={17} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </>
  );
}

const PresencaBadge = ({ s }: { s: Sessao }) => (
  <Badge variant="light" color={PRESENCA_COLORS[s.presenca]}>
    {PRESENCA_LABELS[s.presenca]}
  </Badge>
);

/** The phone layout: one card per session. */
export function SessaoCards({ sessoes, carregando, acoes }: ListaProps) {
  return (
    <Stack gap="sm" style={{ opacity: carregando ? 0.6 : 1 }}>
      {sessoes.map((s) => (
        <Card key={s.id} p="md" data-testid="sessao">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              <Text fw={600} fz="sm">
                {quando(s)}
              </Text>
              <Group gap="xs">
                <PresencaBadge s={s} />
                <Text fz="xs" c="dimmed">
                  {s.duracao_minutos} min
                </Text>
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Pagamento s={s} />
              <SessaoAcoes s={s} acoes={acoes} />
            </Group>
          </Group>
          {s.observacoes && (
            <Text fz="sm" c="dimmed" mt="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
              {s.observacoes}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** The wide layout: a table with one row per session. */
export function SessoesTabela({ sessoes, carregando, acoes }: ListaProps) {
  // A secretária never sees the notes (docs/product.md §15): no column for them.
  const notas = !ehSecretaria();
  return (
    <Card p={0} style={{ opacity: carregando ? 0.6 : 1 }}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Presença</Table.Th>
              <Table.Th>Duração</Table.Th>
              <Table.Th>Valor</Table.Th>
              {notas && <Table.Th>Observações</Table.Th>}
              <Table.Th w={92}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessoes.map((s) => (
              <Table.Tr key={s.id} data-testid="sessao">
                <Table.Td>
                  <Text fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {quando(s)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <PresencaBadge s={s} />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{s.duracao_minutos} min</Text>
                </Table.Td>
                <Table.Td>
                  <Pagamento s={s} />
                </Table.Td>
                {notas && (
                  <Table.Td maw={320}>
                    <Text fz="sm" c={s.observacoes ? undefined : 'dimmed'} lineClamp={2}>
                      {s.observacoes ?? '—'}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <SessaoAcoes s={s} acoes={acoes} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
