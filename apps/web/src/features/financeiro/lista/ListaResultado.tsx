import type { LancamentosResponse, ResumoFinanceiro } from '@consultorio/contracts/financeiro';
import { Button, Card, EmptyState, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconHourglass,
  IconPlus,
  IconReceipt,
  IconScale,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { FigureCard } from '../../../components/FigureCard';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { LancamentosTable } from './LancamentosTable';

/** The totals of the filtered rows: received, paid (and still to pay), balance, to receive. */
export function TotaisLancamentos({ resumo }: { resumo?: ResumoFinanceiro }) {
  return (
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
  );
}

/** No entry: why (the filters, or nothing in the period) and the way to add one. */
export function ListaVazia({ filtrada, periodoTexto }: { filtrada: boolean; periodoTexto: string }) {
  return (
    <Card>
      <EmptyState
        variant="light"
        icon={<IconReceipt size={28} stroke={1.6} />}
        title="Nenhum registro encontrado"
        description={
          filtrada
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
  );
}

/** A page of entries, newest first, with the count and the pages. */
export function PaginaLancamentos({
  data,
  page,
  onPage,
}: {
  data: LancamentosResponse;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
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
            value={page}
            onChange={onPage}
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
  );
}
