import type { LinhaPagamento } from '@consultorio/contracts/escrituracao';
import { Card, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatMoney } from '../../../lib/format';
import { CartaoDaLinha, SecaoDoArquivo, SituacaoBadge } from './partes';

/** The pagamentos file: each deductible despesa with its account of the plano de contas (cards on a phone). */
export function PagamentosTabela({ linhas, total }: { linhas: LinhaPagamento[]; total: number }) {
  return (
    <SecaoDoArquivo
      id="pagamentos-titulo"
      titulo="Pagamentos"
      vazio="Nenhuma despesa dedutível no livro-caixa a escriturar neste período."
      linhas={linhas}
      total={total}
      cartoes={(visiveis) => (
        <Stack gap="sm">
          {visiveis.map((l) => (
            <CartaoDaLinha
              key={l.lancamento_id}
              rotulo={l.descricao}
              titulo={l.descricao}
              detalhe={`${formatDate(l.data_pagamento)} · ${l.conta}`}
              valor={formatMoney(l.valor)}
              situacao={l.situacao}
            />
          ))}
        </Stack>
      )}
      tabela={(visiveis) => <PagamentoLinhas linhas={visiveis} total={total} />}
    />
  );
}

function PagamentoLinhas({ linhas, total }: { linhas: LinhaPagamento[]; total: number }) {
  return (
    <Card p={0}>
      {/* Native overflow, focusable: a narrow window scrolls the table sideways by keyboard too (docs/product.md §2.5). */}
      <Table.ScrollContainer minWidth={720}>
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
