import { CATEGORIA_LABELS, type Lancamento } from '@consultorio/contracts/financeiro';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { FORMA_PAGAMENTO_LABELS } from '@consultorio/contracts/sessoes';
import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SituacaoCarneLeaoBadge } from '../../../components/carne-leao/SituacaoCarneLeaoBadge';
import { isVencido, StatusBadge } from '../../../components/financeiro/StatusBadge';
import { formatDate } from '../../../lib/format';
import { Valor } from '../components/Valor';
import { type AcoesDaLista, LancamentoAcoes, MarcarPagoButton } from './LancamentoAcoes';
import { useLancamentoActions } from './useLancamentoActions';

const detalhe = (l: Lancamento, comPaciente: boolean) =>
  [
    CATEGORIA_LABELS[l.categoria],
    l.forma_pagamento ? FORMA_PAGAMENTO_LABELS[l.forma_pagamento] : null,
    comPaciente ? l.paciente_nome : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The entries as a table (cards on a phone), with "Marcar como pago", edit and delete on each row.
 * `voltar` is where the edit page returns to.
 */
export function LancamentosTable({
  lancamentos,
  voltar,
  comPaciente = true,
  podeAlterar = true,
}: {
  lancamentos: Lancamento[];
  voltar?: string;
  comPaciente?: boolean;
  podeAlterar?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const acoes: AcoesDaLista = { ...useLancamentoActions(), podeAlterar, voltar };
  const Lista = phone ? LancamentoCards : LancamentoLinhas;
  return <Lista lancamentos={lancamentos} comPaciente={comPaciente} acoes={acoes} />;
}

interface ListaProps {
  lancamentos: Lancamento[];
  comPaciente: boolean;
  acoes: AcoesDaLista;
}

/** The phone layout: one card per entry. */
function LancamentoCards({ lancamentos, comPaciente, acoes }: ListaProps) {
  const hoje = hojeEm();
  return (
    <Stack gap="sm">
      {lancamentos.map((l) => (
        <Card key={l.id} padding="md" aria-label={l.descricao}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} lineClamp={2}>
                {l.descricao}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDate(l.data)} · {detalhe(l, comPaciente)}
              </Text>
            </Stack>
            <Valor l={l} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
            <Group gap={6}>
              <StatusBadge status={l.status} vencido={isVencido(l, hoje)} />
              <SituacaoCarneLeaoBadge situacao={l.carne_leao_situacao} />
            </Group>
            <LancamentoAcoes l={l} acoes={acoes} />
          </Group>
          {l.status === 'pendente' && acoes.podeAlterar && (
            <Stack mt="xs">
              <MarcarPagoButton l={l} acoes={acoes} />
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** The wide layout: a table with one row per entry. */
function LancamentoLinhas({ lancamentos, comPaciente, acoes }: ListaProps) {
  const hoje = hojeEm();
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Data</Table.Th>
              <Table.Th>Descrição</Table.Th>
              <Table.Th w={160}>Situação</Table.Th>
              <Table.Th w={140} ta="right">
                Valor
              </Table.Th>
              <Table.Th w={250}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lancamentos.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Text fz="sm">{formatDate(l.data)}</Text>
                  {l.data_pagamento && l.data_pagamento !== l.data && (
                    <Text fz="xs" c="dimmed">
                      pago {formatDate(l.data_pagamento)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={500} lineClamp={1}>
                    {l.descricao}
                  </Text>
                  <Text fz="xs" c="dimmed" lineClamp={1}>
                    {detalhe(l, comPaciente)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <StatusBadge status={l.status} vencido={isVencido(l, hoje)} />
                    <SituacaoCarneLeaoBadge situacao={l.carne_leao_situacao} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Valor l={l} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <MarcarPagoButton l={l} acoes={acoes} />
                    <LancamentoAcoes l={l} acoes={acoes} />
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
