import {
  type Pagamento,
  STATUS_PAGAMENTO_LABELS,
  type StatusPagamento,
} from '@consultorio/contracts/pagamentos';
import { Badge, Card, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { QueryError } from '../../components/QueryState';
import { formatDateTime, formatMoney } from '../../lib/format';

const NOMES: Record<Pagamento['plano'], string> = { essencial: 'Essencial', vitalicio: 'Vitalício' };
const CORES: Record<StatusPagamento, string> = { pago: 'teal', pendente: 'blue', expirado: 'gray' };

/** GET user/pagamentos under ['pagamentos', 'lista'] (the checkout refreshes that key when a payment is confirmed). */
const usePagamentos = () =>
  useQuery({
    queryKey: ['pagamentos', 'lista'] as const,
    queryFn: async ({ signal }) => (await call('pagamentos.list', { signal, silent: true })).pagamentos,
  });

/** The user's PIX payments on /configuracoes, newest first. */
export function Pagamentos() {
  const lista = usePagamentos();
  return (
    <Card>
      <Text fz="sm" c="dimmed" fw={500} mb="md" component="h2">
        Pagamentos
      </Text>
      {lista.isError ? (
        <QueryError
          title="Não foi possível carregar os pagamentos"
          error={lista.error}
          onRetry={lista.refetch}
        />
      ) : lista.isPending ? (
        <Skeleton h={80} />
      ) : lista.data.length === 0 ? (
        <Text fz="sm">Nenhum pagamento ainda. Os pagamentos via PIX aparecem aqui.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Gerado em</Table.Th>
                <Table.Th>Plano</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Pago em</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDateTime(p.criado_em)}</Table.Td>
                  <Table.Td>{NOMES[p.plano]}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.valor)}</Table.Td>
                  <Table.Td>
                    <Badge color={CORES[p.status]} variant="light">
                      {STATUS_PAGAMENTO_LABELS[p.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{p.pago_em ? formatDateTime(p.pago_em) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
