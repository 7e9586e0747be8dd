import type { LinhaPagamento } from '@consultorio/contracts/escrituracao';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatMoney } from '../../../lib/format';
import { MostrarTodas, SecaoTitulo, SituacaoBadge, useLimite } from './partes';

const LIMITE = 10;

/** The pagamentos file: each deductible despesa with its account of the plano de contas (cards on a phone). */
export function PagamentosTabela({ linhas, total }: { linhas: LinhaPagamento[]; total: number }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const lista = useLimite(linhas, LIMITE);
  return (
    <section aria-labelledby="pagamentos-titulo">
      <SecaoTitulo id="pagamentos-titulo" titulo="Pagamentos" total={total} linhas={linhas.length} />
      {linhas.length === 0 ? (
        <Card padding="md">
          <Text fz="sm" c="dimmed">
            Nenhuma despesa dedutível no livro-caixa a escriturar neste período.
          </Text>
        </Card>
      ) : (
        <>
          {phone ? (
            <PagamentoCards linhas={lista.visiveis} />
          ) : (
            <PagamentoLinhas linhas={lista.visiveis} total={total} />
          )}
          <MostrarTodas
            total={linhas.length}
            limite={LIMITE}
            nome="linhas"
            expandido={lista.expandido}
            alternar={lista.alternar}
          />
        </>
      )}
    </section>
  );
}

function PagamentoCards({ linhas }: { linhas: LinhaPagamento[] }) {
  return (
    <Stack gap="sm">
      {linhas.map((l) => (
        <Card key={l.lancamento_id} padding="md" role="group" aria-label={l.descricao}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} lineClamp={2}>
                {l.descricao}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDate(l.data_pagamento)} · {l.conta}
              </Text>
            </Stack>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(l.valor)}
            </Text>
          </Group>
          <Group mt={6}>
            <SituacaoBadge situacao={l.situacao} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function PagamentoLinhas({ linhas, total }: { linhas: LinhaPagamento[]; total: number }) {
  return (
    <Card p={0}>
      {/* Native overflow, focusable: a narrow window scrolls the table sideways by keyboard too (docs/product.md §2.5). */}
      <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
        <Table verticalSpacing="sm" aria-labelledby="pagamentos-titulo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Data</Table.Th>
              <Table.Th>Conta</Table.Th>
              <Table.Th>Descrição</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
              <Table.Th w={140}>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((l) => (
              <Table.Tr key={l.lancamento_id}>
                <Table.Td>{formatDate(l.data_pagamento)}</Table.Td>
                <Table.Td>
                  <Text fz="sm">{l.conta}</Text>
                  <Text fz="xs" c="dimmed">
                    {l.codigo}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={1}>
                    {l.descricao}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(l.valor)}
                </Table.Td>
                <Table.Td>
                  <SituacaoBadge situacao={l.situacao} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>Total</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(total)}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
