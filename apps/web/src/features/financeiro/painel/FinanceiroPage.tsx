import { hojeEm } from '@consultorio/contracts/pacientes';
import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconAlertCircle, IconList, IconPlus, IconQrcode } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { CategoriasDonut, EvolucaoChart, FormasChart } from '../../../components/financeiro/Charts';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { useFinanceiroDashboard } from '../api';
import { mesLongo } from '../format';
import { Painel, ProximosRecebimentos, ResumoDoMes } from './PainelSecoes';
import { ReciboPendentesPainel } from './ReciboPendentesPainel';
import { SessoesSemLancamento } from './SessoesSemLancamento';

/** /financeiro: the month's cards, the 12-month evolution, where the money came from and went, what is owed. */
export function FinanceiroPage() {
  const [params, setParams] = useSearchParams();
  const hoje = hojeEm();
  const mes = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('mes') ?? '')
    ? (params.get('mes') as string)
    : hoje.slice(0, 7);
  const ano = Number(mes.slice(0, 4));
  const query = useFinanceiroDashboard(ano, Number(mes.slice(5, 7)));
  const d = query.data;

  return (
    <>
      <PageHeader
        title="Gestão Financeira"
        description={`Resumo de ${mesLongo(mes)}: o que entrou, o que saiu e o que ainda falta receber.`}
        actions={
          <>
            <MonthPickerInput
              // The name holds the month shown, as the picker writes it (WCAG 2.5.3, label in name).
              aria-label={`Mês do resumo: ${mesLongo(mes)}`}
              value={`${mes}-01`}
              onChange={(v) =>
                v && setParams(v.slice(0, 7) === hoje.slice(0, 7) ? {} : { mes: v.slice(0, 7) })
              }
              valueFormat="MMMM [de] YYYY"
              w={190}
            />
            <Button
              component={Link}
              to={paths.financeiro.lista()}
              variant="default"
              leftSection={<IconList size={17} stroke={1.7} />}
            >
              Lançamentos
            </Button>
            <Button
              component={Link}
              to={paths.financeiro.cobrancas()}
              variant="default"
              leftSection={<IconQrcode size={17} stroke={1.7} />}
            >
              Cobranças
            </Button>
            <Button
              component={Link}
              to={paths.financeiro.novo()}
              leftSection={<IconPlus size={17} stroke={1.7} />}
            >
              Novo lançamento
            </Button>
          </>
        }
      />
      <SessoesSemLancamento />
      <ReciboPendentesPainel ano={ano} />
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar o resumo" mb="lg">
          {errorMessage(query.error)}
        </Alert>
      )}
      <Stack gap="lg">
        <ResumoDoMes mes={mes} r={d?.resumo_mes} />

        <Painel title="Evolução nos últimos 12 meses">
          {d ? <EvolucaoChart evolucao={d.evolucao_mensal} /> : <Skeleton h={280} />}
        </Painel>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Painel title="Receitas por categoria">
            {d ? <CategoriasDonut tipo="receita" categorias={d.por_categoria} /> : <Skeleton h={140} />}
          </Painel>
          <Painel title="Despesas por categoria">
            {d ? <CategoriasDonut tipo="despesa" categorias={d.por_categoria} /> : <Skeleton h={140} />}
          </Painel>
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Painel title="Receitas por forma de pagamento">
            {d ? <FormasChart formas={d.por_forma_pagamento} /> : <Skeleton h={140} />}
          </Painel>
          <ProximosRecebimentos d={d} hoje={hoje} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
