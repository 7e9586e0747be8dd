import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { exportarCsv, useLancamentos } from '../api';
import { mesLongo } from '../format';
import { FiltrosCard } from './FiltrosCard';
import { anoDoFiltro, escreverFiltros, type FiltrosLista, lerFiltros, temFiltros, toQuery } from './filtros';
import { ListaVazia, PaginaLancamentos, TotaisLancamentos } from './ListaResultado';

/** /financeiro/lista: every entry, filtered, with the totals of the filtered rows and the CSV export. */
export function ListaPage() {
  const [params, setParams] = useSearchParams();
  const filtros = lerFiltros(params);
  const query = useLancamentos(toQuery(filtros));
  const [exportando, setExportando] = useState(false);

  const set = (patch: Partial<FiltrosLista>) =>
    setParams(escreverFiltros({ ...filtros, page: 1, ...patch }), { replace: true });

  const exportar = async () => {
    const ano = anoDoFiltro(filtros);
    setExportando(true);
    try {
      const { name } = await exportarCsv(ano);
      notifications.show({ color: 'teal', title: 'Planilha exportada', message: name });
    } catch (e) {
      notifications.show({ color: 'red', title: 'Não foi possível exportar', message: errorMessage(e) });
    } finally {
      setExportando(false);
    }
  };

  const data = query.data;
  const periodoTexto =
    filtros.periodo === 'mes'
      ? mesLongo(filtros.mes)
      : filtros.periodo === 'ano'
        ? `o ano de ${filtros.ano}`
        : 'todo o período';

  return (
    <>
      <PageHeader
        title="Lançamentos"
        description={`Receitas e despesas de ${periodoTexto}. Os totais somam todas as linhas filtradas.`}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconDownload size={17} stroke={1.7} />}
              onClick={exportar}
              loading={exportando}
            >
              Exportar CSV ({anoDoFiltro(filtros)})
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
      <Stack gap="lg">
        <FiltrosCard filtros={filtros} set={set} />

        <TotaisLancamentos resumo={data?.resumo} />

        {query.isError && (
          <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar os lançamentos">
            {errorMessage(query.error)}
          </Alert>
        )}
        {query.isPending && (
          <Stack gap="xs">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={52} radius="md" />
            ))}
          </Stack>
        )}
        {data && data.pagination.total === 0 && (
          <ListaVazia filtrada={temFiltros(filtros)} periodoTexto={periodoTexto} />
        )}
        {data && data.pagination.total > 0 && (
          <PaginaLancamentos
            data={data}
            page={filtros.page}
            onPage={(page) => setParams(escreverFiltros({ ...filtros, page }), { replace: true })}
          />
        )}
      </Stack>
    </>
  );
}
