import {
  Alert,
  Button,
  Card,
  Collapse,
  EmptyState,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MonthPickerInput, YearPickerInput } from '@mantine/dates';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertCircle,
  IconArrowDownRight,
  IconArrowUpRight,
  IconDownload,
  IconFilter,
  IconFilterOff,
  IconHourglass,
  IconPlus,
  IconReceipt,
  IconScale,
  IconSearch,
} from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FigureCard } from '../../../components/FigureCard';
import { PageHeader } from '../../../components/PageHeader';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { exportarCsv, useLancamentos } from '../api';
import { mesLongo } from '../format';
import { FiltrosLancamentos } from './FiltrosLancamentos';
import {
  anoDoFiltro,
  escreverFiltros,
  type FiltrosLista,
  lerFiltros,
  type Periodo,
  temFiltros,
  toQuery,
} from './filtros';
import { LancamentosTable } from './LancamentosTable';

/** /financeiro/lista: every entry, filtered, with the totals of the filtered rows and the CSV export. */
export function ListaPage() {
  const [params, setParams] = useSearchParams();
  const filtros = lerFiltros(params);
  const query = useLancamentos(toQuery(filtros));
  const [busca, setBusca] = useState(filtros.busca);
  const [exportando, setExportando] = useState(false);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [abertos, setAbertos] = useState(false);
  const nFiltros = [filtros.tipo, filtros.categoria, filtros.status, filtros.paciente_id].filter(
    Boolean,
  ).length;

  const set = (patch: Partial<FiltrosLista>) =>
    setParams(escreverFiltros({ ...filtros, page: 1, ...patch }), { replace: true });
  const buscar = useDebouncedCallback((value: string) => set({ busca: value }), 300);

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

  // The search box, in the phone layout's first row and at the end of the wide layout's row.
  const campoBusca = {
    label: 'Buscar',
    placeholder: 'Descrição, pagador…',
    leftSection: <IconSearch size={16} stroke={1.7} />,
    value: busca,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setBusca(e.currentTarget.value);
      buscar(e.currentTarget.value);
    },
  };
  const data = query.data;
  const resumo = data?.resumo;
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
        <Card>
          <Stack gap="md">
            <Group gap="md" align="flex-end" wrap="wrap">
              <SegmentedControl
                value={filtros.periodo}
                onChange={(periodo) => set({ periodo: periodo as Periodo })}
                data={[
                  { value: 'mes', label: 'Mês' },
                  { value: 'ano', label: 'Ano' },
                  { value: 'tudo', label: 'Tudo' },
                ]}
                aria-label="Período"
              />
              {filtros.periodo === 'mes' && (
                <MonthPickerInput
                  // The name holds the month shown, as the picker writes it (WCAG 2.5.3, label in name).
                  aria-label={`Mês: ${mesLongo(filtros.mes)}`}
                  value={`${filtros.mes}-01`}
                  onChange={(v) => v && set({ mes: v.slice(0, 7) })}
                  valueFormat="MMMM [de] YYYY"
                  w={200}
                />
              )}
              {filtros.periodo === 'ano' && (
                <YearPickerInput
                  aria-label={`Ano: ${filtros.ano}`}
                  value={`${filtros.ano}-01-01`}
                  onChange={(v) => v && set({ ano: Number(v.slice(0, 4)) })}
                  w={120}
                />
              )}
            </Group>
            {phone ? (
              <>
                <Group gap="sm" wrap="nowrap" align="flex-end">
                  <TextInput style={{ flex: 1 }} {...campoBusca} />
                  <Button
                    variant="default"
                    leftSection={<IconFilter size={16} stroke={1.7} />}
                    onClick={() => setAbertos((a) => !a)}
                    aria-expanded={abertos}
                  >
                    Filtros{nFiltros > 0 ? ` (${nFiltros})` : ''}
                  </Button>
                </Group>
                <Collapse expanded={abertos}>
                  <SimpleGrid cols={2} spacing="sm">
                    <FiltrosLancamentos filtros={filtros} onChange={set} />
                  </SimpleGrid>
                </Collapse>
              </>
            ) : (
              <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
                <FiltrosLancamentos filtros={filtros} onChange={set} />
                <TextInput {...campoBusca} />
              </SimpleGrid>
            )}
            {temFiltros(filtros) && (
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconFilterOff size={15} stroke={1.7} />}
                  onClick={() => {
                    setBusca('');
                    set({ tipo: null, categoria: null, status: null, paciente_id: null, busca: '' });
                  }}
                >
                  Limpar filtros
                </Button>
              </Group>
            )}
          </Stack>
        </Card>

        <SimpleGrid
          cols={{ base: 2, lg: 4 }}
          spacing={{ base: 'sm', sm: 'lg' }}
          aria-label="Totais dos lançamentos filtrados"
        >
          <FigureCard
            icon={<IconArrowUpRight size={22} stroke={1.7} />}
            label="Receitas recebidas"
            value={formatMoney(resumo?.receitas ?? 0)}
            loading={!resumo}
          />
          <FigureCard
            icon={<IconArrowDownRight size={22} stroke={1.7} />}
            label="Despesas pagas"
            value={formatMoney(resumo?.despesas ?? 0)}
            hint={resumo && resumo.a_pagar > 0 ? `Mais ${formatMoney(resumo.a_pagar)} a pagar` : undefined}
            loading={!resumo}
          />
          <FigureCard
            icon={<IconScale size={22} stroke={1.7} />}
            label="Saldo"
            value={formatMoney(resumo?.saldo ?? 0)}
            negative={(resumo?.saldo ?? 0) < 0}
            loading={!resumo}
          />
          <FigureCard
            icon={<IconHourglass size={22} stroke={1.7} />}
            label="A receber"
            value={formatMoney(resumo?.a_receber ?? 0)}
            loading={!resumo}
          />
        </SimpleGrid>

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
          <Card>
            <EmptyState
              variant="light"
              icon={<IconReceipt size={28} stroke={1.6} />}
              title="Nenhum registro encontrado"
              description={
                temFiltros(filtros)
                  ? 'Nenhum lançamento atende aos filtros. Limpe os filtros ou escolha outro período.'
                  : `Nenhum lançamento em ${periodoTexto}. Registre uma receita ou despesa, ou marque "Lançar no financeiro" ao registrar uma sessão.`
              }
            >
              <EmptyState.Actions>
                <Button
                  component={Link}
                  to={paths.financeiro.novo()}
                  leftSection={<IconPlus size={17} stroke={1.7} />}
                >
                  Novo lançamento
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        )}
        {data && data.pagination.total > 0 && (
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {data.pagination.total === 1 ? '1 lançamento' : `${data.pagination.total} lançamentos`}, do mais
              recente ao mais antigo
            </Text>
            <LancamentosTable lancamentos={data.financeiros} />
            {data.pagination.last_page > 1 && (
              <Group justify="center">
                <Pagination
                  total={data.pagination.last_page}
                  value={filtros.page}
                  onChange={(page) => setParams(escreverFiltros({ ...filtros, page }), { replace: true })}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'next'
                        ? 'Próxima página'
                        : control === 'previous'
                          ? 'Página anterior'
                          : undefined,
                  })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </>
  );
}
