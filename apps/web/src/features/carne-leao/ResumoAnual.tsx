import { formatCpf } from '@consultorio/contracts/br';
import { type CarneLeaoAnual, MESES, type MesAnual } from '@consultorio/contracts/carne-leao';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call, downloadFile, endpointUrl } from '../../api/client';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDate, formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { carneLeaoKeys } from './api';

/*
 * The year at a glance on the Carnê-Leão page (docs/carne-leao.md §8): each month as the monthly calculation gives
 * it (a saved month with its typed deductions), the year's totals, the income per payer CPF and the PDF of it all.
 * Its key starts with carneLeaoKeys.all, so saving, recalculating or deleting a month refreshes it.
 */

const anualKey = (ano: number) => [...carneLeaoKeys.all, 'anual', ano] as const;

const useResumoAnual = (ano: number) =>
  useQuery({
    queryKey: anualKey(ano),
    queryFn: ({ signal }) => call('carneLeao.anual', { query: { ano }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

const useBaixarResumoAnual = () =>
  useMutation({
    mutationFn: (ano: number) =>
      downloadFile(endpointUrl('carneLeao.anualPdf'), `carne-leao-anual-${ano}.pdf`, { query: { ano } }),
  });

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const nowrap = { whiteSpace: 'nowrap' } as const;
/** The captions name the tables for screen readers; the section's heading and text say the same on screen. */
const semEspaco = { margin: 0, padding: 0 } as const;

function Dinheiro({ valor, fw }: { valor: number; fw?: number }) {
  return (
    <Text fz="sm" fw={fw} style={nowrap}>
      {formatMoney(valor)}
    </Text>
  );
}

/** The DARF of the month: what to pay and until when, or why nothing is paid (docs/carne-leao.md §5). */
function DarfCelula({ m }: { m: MesAnual }) {
  const nota =
    m.darf.valor > 0
      ? `até ${formatDate(m.darf.vencimento)}`
      : m.imposto_devido > 0
        ? 'abaixo de R$ 10,00: soma-se ao mês seguinte'
        : null;
  return (
    <>
      <Dinheiro valor={m.darf.valor} />
      {nota && (
        <Text fz="xs" c="dimmed">
          {nota}
        </Text>
      )}
    </>
  );
}

function MesLinha({ m, ano }: { m: MesAnual; ano: number }) {
  const mes = capital(MESES[m.mes - 1]);
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Text fz="sm" fw={600}>
          {mes}
        </Text>
        {m.calculo_id && (
          <Anchor
            component={Link}
            to={`/carne-leao/detalhes/${m.calculo_id}`}
            fz="xs"
            aria-label={`Ver o cálculo salvo de ${MESES[m.mes - 1]} de ${ano}`}
          >
            cálculo salvo
          </Anchor>
        )}
      </Table.Th>
      <Table.Td ta="right">
        <Dinheiro valor={m.rendimentos_pf} />
      </Table.Td>
      <Table.Td ta="right">
        <Dinheiro valor={m.rendimentos_ex} />
      </Table.Td>
      <Table.Td ta="right">
        <Dinheiro valor={m.livro_caixa} />
      </Table.Td>
      <Table.Td ta="right">
        <Dinheiro valor={m.imposto_devido} fw={600} />
      </Table.Td>
      <Table.Td ta="right">
        <DarfCelula m={m} />
      </Table.Td>
    </Table.Tr>
  );
}

export function MesesTabela({ resumo: r }: { resumo: CarneLeaoAnual }) {
  const t = r.totais;
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" highlightOnHover captionSide="top">
        <Table.Caption style={semEspaco}>
          <VisuallyHidden>Carnê-Leão de {r.ano} mês a mês</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Mês</Table.Th>
            <Table.Th scope="col" ta="right">
              Rendimentos PF
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Exterior
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Livro-caixa
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Imposto devido
            </Table.Th>
            <Table.Th scope="col" ta="right">
              DARF
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.meses.map((m) => (
            <MesLinha key={m.mes} m={m} ano={r.ano} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total do ano</Table.Th>
            {[t.rendimentos_pf, t.rendimentos_ex, t.livro_caixa, t.imposto_devido, t.darf].map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered
              <Table.Td key={i} ta="right">
                <Dinheiro valor={v} fw={700} />
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PagadoresTabela({ resumo: r }: { resumo: CarneLeaoAnual }) {
  if (r.pagadores.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Nenhum rendimento de pessoa física recebido em {r.ano}.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" highlightOnHover captionSide="top">
        <Table.Caption style={semEspaco}>
          <VisuallyHidden>Rendimentos de pessoas físicas em {r.ano}, por CPF do pagador</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Pagador</Table.Th>
            <Table.Th scope="col">CPF</Table.Th>
            <Table.Th scope="col" ta="right">
              Recebimentos
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.pagadores.map((p) => (
            <Table.Tr key={p.cpf ?? 'sem-cpf'}>
              <Table.Th scope="row" fw={400}>
                <Text fz="sm">{p.cpf ? (p.nome ?? '—') : 'Pagamentos sem o CPF do pagador'}</Text>
              </Table.Th>
              <Table.Td>
                <Text fz="sm" c={p.cpf ? undefined : 'red'} style={nowrap}>
                  {p.cpf ? formatCpf(p.cpf) : 'CPF não informado'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{p.quantidade}</Table.Td>
              <Table.Td ta="right">
                <Dinheiro valor={p.total} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `/carne-leao`, below the saved months: the chosen year's summary and its PDF. */
export function ResumoAnual({ ano }: { ano: number }) {
  const { data, error, isPending, refetch } = useResumoAnual(ano);
  const baixar = useBaixarResumoAnual();
  const baixarPdf = () =>
    baixar.mutate(ano, {
      onError: (e) =>
        notifications.show({
          color: 'red',
          title: 'Não foi possível baixar o resumo anual',
          message: errorMessage(e),
        }),
    });

  return (
    <Stack component="section" aria-labelledby="resumo-anual-titulo" gap="md" mt="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={3} fz="lg" id="resumo-anual-titulo">
            Resumo de {ano}
          </Title>
          <Text fz="sm" c="dimmed">
            Rendimentos, livro-caixa, imposto e DARF de cada mês, e o total recebido de cada pagador. Os meses
            com cálculo salvo usam as deduções informadas nele; os demais, só os lançamentos do Financeiro.
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconDownload size={17} stroke={1.7} />}
          onClick={baixarPdf}
          loading={baixar.isPending}
        >
          Baixar resumo anual (PDF)
        </Button>
      </Group>
      <QueryError title="Não foi possível carregar o resumo do ano" error={error} onRetry={refetch} />
      {isPending && <QueryLoading label="Carregando o resumo do ano" blocks={[48, 240]} />}
      {data && (
        <>
          <Card p={0}>
            <MesesTabela resumo={data} />
          </Card>
          <Title order={4} fz="md">
            Totais por pagador
          </Title>
          <Card p={data.pagadores.length ? 0 : 'md'}>
            <PagadoresTabela resumo={data} />
          </Card>
        </>
      )}
    </Stack>
  );
}
