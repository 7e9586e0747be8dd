import { formatCpf } from '@consultorio/contracts/br';
import type { LinhaRendimento } from '@consultorio/contracts/escrituracao';
import { Card, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatMoney } from '../../../lib/format';
import { CartaoDaLinha, SecaoDoArquivo, SituacaoBadge } from './partes';

/** Who paid, as the user knows it: the payer's name, else the patient's. */
const pagador = (l: LinhaRendimento) => l.pagador_nome ?? l.paciente_nome ?? '—';
const origem = (l: LinhaRendimento) => (l.recebido_de === 'PF' ? 'Pessoa física' : 'Exterior');
const recibo = (l: LinhaRendimento) => (l.emite_recibo ? 'Sim' : 'Não');

/**
 * The rendimentos file, one row per payment (cards on a phone): what the user needs to recognise it, the CPF the
 * Receita receives and whether importing it issues the Receita Saúde receipt.
 */
export function RendimentosTabela({ linhas, total }: { linhas: LinhaRendimento[]; total: number }) {
  return (
    <SecaoDoArquivo
      id="rendimentos-titulo"
      titulo="Rendimentos"
      vazio="Nenhum recebimento de pessoa física ou do exterior a escriturar neste período."
      linhas={linhas}
      total={total}
      cartoes={(visiveis) => (
        <Stack gap="sm">
          {visiveis.map((l) => (
            <CartaoDaLinha
              key={l.lancamento_id}
              rotulo={`${l.descricao}, ${pagador(l)}`}
              titulo={l.descricao}
              detalhe={`${formatDate(l.data_pagamento)} · ${pagador(l)}`}
              valor={formatMoney(l.valor)}
              situacao={l.situacao}
            >
              <Text fz="xs" mt={6}>
                {origem(l)} · CPF {l.pagador_cpf ? formatCpf(l.pagador_cpf) : '—'} · Recibo Receita Saúde:{' '}
                {recibo(l)}
              </Text>
            </CartaoDaLinha>
          ))}
        </Stack>
      )}
      tabela={(visiveis) => <RendimentoLinhas linhas={visiveis} total={total} />}
    />
  );
}

function RendimentoLinhas({ linhas, total }: { linhas: LinhaRendimento[]; total: number }) {
  return (
    <Card p={0}>
      {/* Native overflow, focusable: a narrow window scrolls the table sideways by keyboard too (docs/product.md §2.5). */}
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" aria-labelledby="rendimentos-titulo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Data</Table.Th>
              <Table.Th>Descrição e pagador</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
              <Table.Th>Origem</Table.Th>
              <Table.Th w={140}>CPF do pagador</Table.Th>
              <Table.Th>Recibo Receita Saúde</Table.Th>
              <Table.Th w={140}>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((l) => (
              <Table.Tr key={l.lancamento_id}>
                <Table.Td>{formatDate(l.data_pagamento)}</Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={500} lineClamp={1}>
                    {l.descricao}
                  </Text>
                  <Text fz="xs" c="dimmed" lineClamp={1}>
                    {pagador(l)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(l.valor)}
                </Table.Td>
                <Table.Td>{l.recebido_de === 'PF' ? 'PF' : 'Exterior'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {l.pagador_cpf ? formatCpf(l.pagador_cpf) : '—'}
                </Table.Td>
                <Table.Td>{recibo(l)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <SituacaoBadge situacao={l.situacao} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Total</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(total)}
              </Table.Th>
              <Table.Th colSpan={4} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
