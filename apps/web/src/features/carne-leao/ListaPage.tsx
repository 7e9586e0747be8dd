import { ANO_MINIMO_CARNE_LEAO } from '@consultorio/contracts/carne-leao';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { Button, Card, EmptyState, Group, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalculator, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { useCalculos } from './api';
import { CalculoCards, CalculosTabela, TotaisDoAno } from './CalculosDoAno';
import { EscrituracaoBotao, ReciboPendentesDoAno } from './escrituracao/ReciboPendentes';
import { ResumoAnual } from './ResumoAnual';

export const anosDisponiveis = (anoAtual: number) =>
  Array.from({ length: anoAtual + 1 - ANO_MINIMO_CARNE_LEAO + 1 }, (_, i) => String(anoAtual + 1 - i));

/** `/carne-leao`: the saved months of a year, their figures and the year's totals. */
export function CarneLeaoListaPage() {
  const anoAtual = Number(hojeEm().slice(0, 4));
  const [params, setParams] = useSearchParams();
  const ano = Number(params.get('ano')) || anoAtual;
  const { data, error, isPending, refetch } = useCalculos(ano);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const gerar = (
    <Button
      component={Link}
      to={`/carne-leao/gerar?ano=${ano}`}
      leftSection={<IconPlus size={17} stroke={1.7} />}
    >
      Gerar carnê
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Carnê-Leão"
        description="O imposto mensal sobre o que você recebe de pessoas físicas e do exterior, calculado a partir do Financeiro."
        actions={
          <>
            <EscrituracaoBotao ano={ano} />
            {gerar}
          </>
        }
      />
      <ReciboPendentesDoAno ano={ano} />
      <Group mb="md">
        <Select
          label="Ano"
          data={anosDisponiveis(anoAtual)}
          value={String(ano)}
          onChange={(v) => v && setParams({ ano: v })}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <QueryError title="Não foi possível carregar os cálculos" error={error} onRetry={refetch} mb="md" />
      {isPending && <QueryLoading label="Carregando cálculos" blocks={[90, 48, 48, 48]} />}
      {data && data.calculos.length === 0 && (
        <Card>
          <EmptyState
            variant="light"
            icon={<IconCalculator size={28} stroke={1.6} />}
            title="Nenhum registro encontrado"
            description={`Nenhum mês de ${ano} calculado ainda. Gere o carnê de um mês: os rendimentos e o livro-caixa vêm do Financeiro.`}
          >
            <EmptyState.Actions>{gerar}</EmptyState.Actions>
          </EmptyState>
        </Card>
      )}
      {data && data.calculos.length > 0 && (
        <Stack gap="md">
          <TotaisDoAno ano={ano} totais={data.totais} />
          {phone ? <CalculoCards calculos={data.calculos} /> : <CalculosTabela ano={ano} data={data} />}
        </Stack>
      )}
      <ResumoAnual ano={ano} />
    </>
  );
}
