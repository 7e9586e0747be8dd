import { formatCpf } from '@consultorio/contracts/br';
import type { LinhaRendimento } from '@consultorio/contracts/escrituracao';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatMoney } from '../../../lib/format';
import { MostrarTodas, SecaoTitulo, SituacaoBadge, useLimite } from './partes';

const LIMITE = 10;

/** Who paid, as the user knows it: the payer's name, else the patient's. */
const pagador = (l: LinhaRendimento) => l.pagador_nome ?? l.paciente_nome ?? '—';
const origem = (l: LinhaRendimento) => (l.recebido_de === 'PF' ? 'Pessoa física' : 'Exterior');
const recibo = (l: LinhaRendimento) => (l.emite_recibo ? 'Sim' : 'Não');

/**
 * The rendimentos file, one row per payment (cards on a phone): what the user needs to recognise it, the CPF the
 * Receita receives and whether importing it issues the Receita Saúde receipt.
 */
export function RendimentosTabela({ linhas, total }: { linhas: LinhaRendimento[]; total: number }) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const lista = useLimite(linhas, LIMITE);
  return (
    <section aria-labelledby="rendimentos-titulo">
      <SecaoTitulo id="rendimentos-titulo" titulo="Rendimentos" total={total} linhas={linhas.length} />
      {linhas.length === 0 ? (
        <Card padding="md">
          <Text fz="sm" c="dimmed">
            Nenhum recebimento de pessoa física ou do exterior a escriturar neste período.
          </Text>
        </Card>
      ) : (
        <>
          {phone ? (
            <RendimentoCards linhas={lista.visiveis} />
          ) : (
            <RendimentoLinhas linhas={lista.visiveis} total={total} />
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

function RendimentoCards({ linhas }: { linhas: LinhaRendimento[] }) {
  return (
    <Stack gap="sm">
      {linhas.map((l) => (
        <Card key={l.lancamento_id} padding="md" role="group" aria-label={`${l.descricao}, ${pagador(l)}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} lineClamp={2}>
                {l.descricao}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDate(l.data_pagamento)} · {pagador(l)}
              </Text>
            </Stack>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(l.valor)}
            </Text>
          </Group>
          <Text fz="xs" mt={6}>
            {origem(l)} · CPF {l.pagador_cpf ? formatCpf(l.pagador_cpf) : '—'} · Recibo Receita Saúde:{' '}
            {recibo(l)}
          </Text>
          <Group mt={6}>
            <SituacaoBadge situacao={l.situacao} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function RendimentoLinhas({ linhas, total }: { linhas: LinhaRendimento[]; total: number }) {
  return (
    <Card p={0}>
      {/* Native overflow, focusable: a narrow window scrolls the table sideways by keyboard too (docs/product.md §2.5). */}
      <Table.ScrollContainer minWidth={860} type="native" tabIndex={0}>
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
