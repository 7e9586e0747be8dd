import { formatCpf } from '@consultorio/contracts/br';
import {
  type Aviso,
  type Calculo,
  MODO_LABELS,
  percentualBr,
  vigenciaDaTabela,
} from '@consultorio/contracts/carne-leao';
import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { formatDate, formatMoney } from '../../lib/format';

/*
 * The statement of a month, the same on "Gerar" (a simulation) and on "Detalhes" (a saved month): the lines of
 * the calculation, the table applied with its source, the DARF block and the warnings (docs/carne-leao.md).
 */

type Linha = { rotulo: string; valor: string; destaque?: boolean };

function linhas(c: Calculo): Linha[] {
  const d = c.deducoes;
  const out: Linha[] = [
    { rotulo: 'Rendimentos tributáveis (pessoa física e exterior)', valor: formatMoney(c.rendimentos) },
  ];
  if (c.modo_aplicado === 'legal') {
    out.push(
      { rotulo: '(−) Previdência oficial (INSS)', valor: formatMoney(d.inss) },
      { rotulo: `(−) Dependentes (${c.dependentes})`, valor: formatMoney(d.dependentes) },
      { rotulo: '(−) Pensão alimentícia', valor: formatMoney(d.pensao) },
      { rotulo: '(−) Livro-caixa do mês', valor: formatMoney(d.livro_caixa) },
      { rotulo: '(−) Livro-caixa de meses anteriores', valor: formatMoney(d.livro_caixa_transportado) },
    );
  } else {
    out.push({ rotulo: '(−) Desconto simplificado mensal', valor: formatMoney(d.simplificado) });
  }
  out.push(
    { rotulo: 'Base de cálculo', valor: formatMoney(c.base_calculo), destaque: true },
    { rotulo: `Alíquota da faixa`, valor: percentualBr(c.aliquota) },
    { rotulo: 'Parcela a deduzir', valor: formatMoney(c.parcela_deduzir) },
    { rotulo: 'Imposto pela tabela', valor: formatMoney(c.imposto_tabela) },
    { rotulo: `(−) Redução${c.reducao_fonte ? ` (${c.reducao_fonte})` : ''}`, valor: formatMoney(c.reducao) },
    { rotulo: 'Imposto devido no mês', valor: formatMoney(c.imposto_devido), destaque: true },
  );
  if (c.imposto_transportado > 0) {
    out.push({
      rotulo: '(+) Saldo abaixo de R$ 10,00 do mês anterior',
      valor: formatMoney(c.imposto_transportado),
    });
  }
  return out;
}

export function Avisos({ avisos }: { avisos: Aviso[] }) {
  if (avisos.length === 0) return null;
  const cpf = avisos.filter((a) => a.tipo === 'cpf_pagador_ausente');
  const outros = avisos.filter((a) => a.tipo !== 'cpf_pagador_ausente');
  return (
    <Stack gap="sm">
      {cpf.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle />} title="Falta o CPF do pagador">
          <List size="sm" spacing={4}>
            {cpf.map((a) => (
              <List.Item key={a.lancamento_id ?? a.mensagem}>{a.mensagem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {outros.length > 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="Observações">
          <List size="sm" spacing={4}>
            {outros.map((a) => (
              <List.Item key={`${a.tipo}-${a.lancamento_id ?? ''}`}>{a.mensagem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

export function DarfCard({ c }: { c: Calculo }) {
  return (
    <Card withBorder padding="md" aria-labelledby="darf-titulo">
      <Title order={3} fz="md" id="darf-titulo" mb="sm">
        DARF
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {[
          ['Código', c.darf.codigo],
          ['Período de apuração', `${String(c.mes).padStart(2, '0')}/${c.ano}`],
          ['Vencimento', formatDate(c.darf.vencimento)],
          ['Valor a pagar', formatMoney(c.darf.valor)],
        ].map(([rotulo, valor]) => (
          <Stack gap={2} key={rotulo}>
            <Text fz="xs" c="dimmed">
              {rotulo}
            </Text>
            <Text fw={700} fz="lg" data-testid={`darf-${rotulo}`}>
              {valor}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {c.darf.valor === 0 && c.imposto_devido + c.imposto_transportado > 0 && (
        <Text fz="sm" c="dimmed" mt="sm">
          Abaixo de R$ 10,00 não se paga DARF: o valor soma-se ao do próximo mês.
        </Text>
      )}
    </Card>
  );
}

export function Demonstrativo({ c }: { c: Calculo }) {
  return (
    <Stack gap="md">
      <Card padding="md" aria-labelledby="calculo-titulo">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={3} fz="md" id="calculo-titulo">
            Cálculo
          </Title>
          <Badge variant="light">{MODO_LABELS[c.modo_aplicado]}</Badge>
        </Group>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {linhas(c).map((l) => (
              <Table.Tr key={l.rotulo}>
                <Table.Td>
                  <Text fz="sm" fw={l.destaque ? 700 : 400} c={l.destaque ? undefined : 'dimmed'}>
                    {l.rotulo}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text fz="sm" fw={l.destaque ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
                    {l.valor}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="xs" c="dimmed" mt="xs">
          Deduções legais somadas:{' '}
          {formatMoney(
            c.deducoes.inss +
              c.deducoes.dependentes +
              c.deducoes.pensao +
              c.deducoes.livro_caixa +
              c.deducoes.livro_caixa_transportado,
          )}
          ; desconto simplificado: {formatMoney(c.deducoes.simplificado)}. Escolha:{' '}
          {MODO_LABELS[c.modo].toLowerCase()}. O imposto é arredondado para centavos só no fim.
        </Text>
        {c.rendimentos_pj > 0 && (
          <Text fz="sm" mt="xs">
            Rendimentos de pessoa jurídica no mês (fora do Carnê-Leão): {formatMoney(c.rendimentos_pj)}
          </Text>
        )}
        <Text fz="sm" mt="sm">
          <Text span fz="sm" fw={600}>
            Tabela aplicada:
          </Text>{' '}
          {vigenciaDaTabela(c.tabela.vigencia_inicio, c.tabela.vigencia_fim)} — {c.tabela.fonte}.
        </Text>
      </Card>
      <DarfCard c={c} />
      <Avisos avisos={c.avisos} />
    </Stack>
  );
}

const CLASSIFICACAO_LABELS = {
  rendimento: 'Rendimento',
  rendimento_pj: 'Pessoa jurídica',
  livro_caixa: 'Livro-caixa',
} as const;

/** The month's entries from Financeiro, as the calculation used them. */
export function LancamentosDoMes({ c }: { c: Calculo }) {
  if (c.lancamentos.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Nenhum lançamento pago neste mês. Os rendimentos vêm das receitas marcadas como pagas no Financeiro,
        pela data do pagamento.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label="Lançamentos do mês">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pagamento</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Pagador</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {c.lancamentos.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                <Text fz="sm">{formatDate(l.data_pagamento)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{l.descricao}</Text>
                <Text fz="xs" c="dimmed">
                  {CLASSIFICACAO_LABELS[l.classificacao]}
                </Text>
              </Table.Td>
              <Table.Td>
                {l.tipo === 'receita' ? (
                  <Text fz="sm">
                    {l.pagador_nome ?? '—'}
                    <Text
                      span
                      fz="xs"
                      c={l.pagador_cpf || l.origem !== 'pessoa_fisica' ? 'dimmed' : 'red'}
                      display="block"
                    >
                      {l.pagador_cpf
                        ? formatCpf(l.pagador_cpf)
                        : l.origem === 'pessoa_fisica'
                          ? 'CPF não informado'
                          : l.origem === 'exterior'
                            ? 'Exterior'
                            : 'Pessoa jurídica'}
                    </Text>
                  </Text>
                ) : (
                  <Text fz="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(l.valor)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
