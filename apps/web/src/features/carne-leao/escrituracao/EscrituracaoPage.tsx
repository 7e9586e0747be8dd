import { hojeEm } from '@consultorio/contracts/pacientes';
import { Button, Stack } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { paths } from '../../../routes/paths';
import { ArquivosCard } from './ArquivosCard';
import { type Periodo, useEscrituracao } from './api';
import { PagamentosTabela } from './PagamentosTabela';
import { PendenciasCard } from './PendenciasCard';
import { PeriodoFiltros } from './PeriodoFiltros';
import { periodoDaUrl, periodoNaUrl } from './periodo';
import { RendimentosTabela } from './RendimentosTabela';
import { TotaisEscrituracao } from './TotaisEscrituracao';
import { nomePeriodo, useEscrituracaoAcoes } from './useEscrituracaoAcoes';

/**
 * `/carne-leao/escrituracao`: the Carnê-Leão Web import (docs/carne-leao.md §7). The period's totals, what is left
 * out and why, the files to download with the steps on the Receita's site and the confirmation that marks the
 * imported entries, then the lines of both files. Importing the rendimentos issues the Receita Saúde receipts.
 */
export function EscrituracaoPage() {
  const anoAtual = Number(hojeEm().slice(0, 4));
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const periodo = periodoDaUrl(params, anoAtual);
  const { data, error, isPending, refetch } = useEscrituracao(periodo);
  const acoes = useEscrituracaoAcoes(periodo);
  const mudar = (p: Periodo) => setParams(periodoNaUrl(p), { replace: true });
  const vazio = data && !data.rendimentos.length && !data.pagamentos.length && !data.pendencias.length;

  return (
    <>
      <PageHeader
        title="Escrituração e Receita Saúde"
        description="Gere os arquivos do livro-caixa para importar no Carnê-Leão Web. Ao importar os rendimentos, a Receita emite o recibo do Receita Saúde de cada pagamento de pessoa física."
      />
      <PeriodoFiltros periodo={periodo} anoAtual={anoAtual} onChange={mudar} />
      <QueryError title="Não foi possível carregar a escrituração" error={error} onRetry={refetch} mb="md" />
      {isPending && <QueryLoading label="Carregando escrituração" blocks={[90, 160, 120, 200]} />}
      {vazio && <Vazio periodo={periodo} />}
      {data && !vazio && (
        <Stack gap="lg">
          <TotaisEscrituracao data={data} />
          <PendenciasCard pendencias={data.pendencias} voltar={pathname + search} />
          <ArquivosCard data={data} acoes={acoes} />
          <RendimentosTabela linhas={data.rendimentos} total={data.totais.rendimentos} />
          <PagamentosTabela linhas={data.pagamentos} total={data.totais.pagamentos} />
        </Stack>
      )}
    </>
  );
}

function Vazio({ periodo }: { periodo: Periodo }) {
  return (
    <QueryEmpty
      variant="light"
      icon={<IconFileImport size={28} stroke={1.6} />}
      title="Nada a escriturar"
      description={`Nenhum lançamento de ${nomePeriodo(periodo)} a importar no Carnê-Leão Web${periodo.todos ? '' : ' (os já escriturados não aparecem)'}. Entram aqui os recebimentos pagos de pessoa física ou do exterior e as despesas dedutíveis no livro-caixa.`}
      actions={
        <Button
          component={Link}
          to={paths.financeiro.novo()}
          variant="light"
          leftSection={<IconPlus size={17} stroke={1.7} />}
        >
          Novo lançamento
        </Button>
      }
    />
  );
}
