import {
  type Cobranca,
  type CobrancasQuery,
  type CobrancasResponse,
  STATUS_COBRANCA,
  STATUS_COBRANCA_LABELS,
  type StatusCobranca,
} from '@consultorio/contracts/cobrancas';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCalendarDollar,
  IconCash,
  IconHourglass,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { FigureCard } from '../../components/FigureCard';
import { PageHeader } from '../../components/PageHeader';
import { QueryEmpty, QueryLoading } from '../../components/QueryState';
import { formatDate, formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useCobrancaConfig, useCobrancas } from './api';
import { CobrarMesModal } from './CobrarMesModal';
import { mesesRecentes, mesPorExtenso, StatusCobrancaBadge } from './comum';

const POR_PAGINA = 20;

function lerFiltros(params: URLSearchParams): CobrancasQuery & { page: number } {
  const status = params.get('status');
  const mes = params.get('mes');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    per_page: POR_PAGINA,
    ...(status && (STATUS_COBRANCA as readonly string[]).includes(status)
      ? { status: status as StatusCobranca }
      : {}),
    ...(mes && /^\d{4}-\d\d$/.test(mes) ? { mes } : {}),
  };
}

/** /financeiro/cobrancas: the charges with their totals and filters, and "Cobrar o mês" (docs/product.md §18). */
export function CobrancasPage() {
  const [params, setParams] = useSearchParams();
  const filtros = lerFiltros(params);
  const lista = useCobrancas(filtros);
  const config = useCobrancaConfig();
  const [mesAberto, mes] = useDisclosure(false);
  const semChave = config.data === null;

  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Cobranças"
        description="Cobranças PIX aos pacientes: o paciente paga pelo código ou QR, e o pagamento entra nas sessões, no financeiro e no Carnê-Leão."
        actions={
          <Button
            leftSection={<IconCalendarDollar size={17} stroke={1.7} />}
            onClick={mes.open}
            disabled={semChave}
          >
            Cobrar o mês
          </Button>
        }
      />
      <Stack gap="lg">
        {semChave && (
          <Alert color="yellow" icon={<IconAlertTriangle />} title="Cadastre sua chave PIX">
            Para cobrar, informe sua chave PIX, o nome e a cidade em{' '}
            <Anchor component={Link} to={`${paths.perfil}#cobrancas`}>
              Perfil → Cobranças
            </Anchor>
            .
          </Alert>
        )}
        <TotaisCobrancas totais={lista.data?.totais} mes={filtros.mes} />
        <Card>
          <Group gap="md" align="flex-end">
            <Select
              label="Situação"
              placeholder="Todas"
              data={STATUS_COBRANCA.map((s) => ({ value: s, label: STATUS_COBRANCA_LABELS[s] }))}
              value={filtros.status ?? null}
              onChange={(v) => set({ status: v })}
              clearable
              w={220}
            />
            <Select
              label="Mês de referência"
              placeholder="Todos"
              data={mesesRecentes()}
              value={filtros.mes ?? null}
              onChange={(v) => set({ mes: v })}
              clearable
              w={220}
            />
          </Group>
        </Card>
        {lista.isError && (
          <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar as cobranças">
            {errorMessage(lista.error)}
          </Alert>
        )}
        {lista.isPending && <QueryLoading label="Carregando cobranças" blocks={[52, 52, 52]} />}
        {lista.data && lista.data.pagination.total === 0 && (
          <QueryEmpty
            title={
              filtros.status || filtros.mes ? 'Nenhuma cobrança com estes filtros' : 'Nenhuma cobrança ainda'
            }
            description="Use “Cobrar o mês” para cobrar as sessões em aberto de uma vez."
          />
        )}
        {lista.data && lista.data.pagination.total > 0 && (
          <>
            <TabelaCobrancas cobrancas={lista.data.cobrancas} />
            {lista.data.pagination.last_page > 1 && (
              <Group justify="center">
                <Pagination
                  total={lista.data.pagination.last_page}
                  value={filtros.page}
                  onChange={(page) => set({ page: String(page) })}
                  getControlProps={(c) => ({
                    'aria-label': c === 'previous' ? 'Página anterior' : 'Próxima página',
                  })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      <CobrarMesModal opened={mesAberto} onClose={mes.close} />
    </>
  );
}

/** Em aberto, Vencido, Recebido no mês (of the account, or of the month filtered). */
function TotaisCobrancas({ totais, mes }: { totais?: CobrancasResponse['totais']; mes?: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      aria-label="Totais das cobranças"
    >
      <FigureCard
        icon={<IconHourglass size={22} stroke={1.7} />}
        label="Em aberto"
        value={formatMoney(totais?.em_aberto ?? 0)}
        loading={!totais}
      />
      <FigureCard
        icon={<IconAlertTriangle size={22} stroke={1.7} />}
        label="Vencido"
        value={formatMoney(totais?.vencido ?? 0)}
        loading={!totais}
      />
      <FigureCard
        icon={<IconCash size={22} stroke={1.7} />}
        label={mes ? `Recebido em ${mesPorExtenso(mes)}` : 'Recebido no mês'}
        value={formatMoney(totais?.recebido_no_mes ?? 0)}
        loading={!totais}
      />
    </SimpleGrid>
  );
}

/** The charges as a table (cards on a phone); the number opens the charge. */
export function TabelaCobrancas({
  cobrancas,
  comPaciente = true,
}: {
  cobrancas: Cobranca[];
  comPaciente?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (phone) {
    return (
      <Stack gap="sm">
        {cobrancas.map((c) => (
          <Card key={c.id} padding="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.financeiro.cobranca(c.id)} fw={600} fz="sm">
                  Cobrança nº {c.numero}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {comPaciente ? `${c.paciente_nome} · ` : ''}vence {formatDate(c.vencimento)}
                </Text>
              </Stack>
              <Text fw={600} fz="sm">
                {formatMoney(c.valor)}
              </Text>
            </Group>
            <Group mt="xs">
              <StatusCobrancaBadge status={c.status} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card p={0}>
      <Table striped highlightOnHover aria-label="Cobranças">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nº</Table.Th>
            {comPaciente && <Table.Th>Paciente</Table.Th>}
            <Table.Th>Vencimento</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cobrancas.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.financeiro.cobranca(c.id)}
                  fw={600}
                  aria-label={`Cobrança nº ${c.numero}`}
                >
                  {c.numero}
                </Anchor>
              </Table.Td>
              {comPaciente && <Table.Td>{c.paciente_nome}</Table.Td>}
              <Table.Td>{formatDate(c.vencimento)}</Table.Td>
              <Table.Td>
                <StatusCobrancaBadge status={c.status} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(c.valor)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
