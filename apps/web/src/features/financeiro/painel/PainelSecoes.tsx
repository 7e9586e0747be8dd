import type { FinanceiroDashboard, ResumoFinanceiro } from '@consultorio/contracts/financeiro';
import {
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconCheck,
  IconHourglass,
  IconReceipt,
  IconScale,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FigureCard } from '../../../components/FigureCard';
import { isVencido } from '../../../components/financeiro/StatusBadge';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { mesLongo } from '../format';
import { useLancamentoActions } from '../lista/useLancamentoActions';

export function Painel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={3} fz="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** The month's four cards, each a link to the entries behind it. */
export function ResumoDoMes({ mes, r }: { mes: string; r?: ResumoFinanceiro }) {
  const lista = (filtros: Record<string, string>) => paths.financeiro.lista({ mes, ...filtros });
  return (
    <SimpleGrid
      cols={{ base: 2, lg: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      role="group"
      aria-label={`Resumo de ${mesLongo(mes)}`}
    >
      <FigureCard
        icon={<IconArrowUpRight size={22} stroke={1.7} />}
        label="Receitas"
        value={formatMoney(r?.receitas ?? 0)}
        hint="Recebidas no mês"
        to={lista({ tipo: 'receita', status: 'pago' })}
        loading={!r}
      />
      <FigureCard
        icon={<IconArrowDownRight size={22} stroke={1.7} />}
        label="Despesas"
        value={formatMoney(r?.despesas ?? 0)}
        hint={r && r.a_pagar > 0 ? `Mais ${formatMoney(r.a_pagar)} a pagar` : 'Pagas no mês'}
        to={lista({ tipo: 'despesa' })}
        loading={!r}
      />
      <FigureCard
        icon={<IconScale size={22} stroke={1.7} />}
        label="Saldo"
        value={formatMoney(r?.saldo ?? 0)}
        hint="Receitas menos despesas"
        negative={(r?.saldo ?? 0) < 0}
        to={lista({})}
        loading={!r}
      />
      <FigureCard
        icon={<IconHourglass size={22} stroke={1.7} />}
        label="A receber no mês"
        value={formatMoney(r?.a_receber ?? 0)}
        hint="Receitas pendentes deste mês"
        to={lista({ tipo: 'receita', status: 'pendente' })}
        loading={!r}
      />
    </SimpleGrid>
  );
}

/** "Próximos recebimentos": the pending receitas, each with "Marcar como pago", and a link to all of them. */
export function ProximosRecebimentos({ d, hoje }: { d?: FinanceiroDashboard; hoje: string }) {
  // Held here, where it outlives the list: marking the last pending entry empties the list before the notice.
  const acoes = useLancamentoActions();
  return (
    <Painel
      title="Próximos recebimentos"
      action={
        d && d.a_receber_total.quantidade > 0 ? (
          <Anchor
            component={Link}
            to={paths.financeiro.lista({ periodo: 'tudo', tipo: 'receita', status: 'pendente' })}
            fz="sm"
          >
            Ver todos ({formatMoney(d.a_receber_total.valor)})
          </Anchor>
        ) : undefined
      }
    >
      {!d && <Skeleton h={140} />}
      {d && d.a_receber.length === 0 && (
        <EmptyState
          size="sm"
          variant="light"
          icon={<IconReceipt size={24} stroke={1.6} />}
          title="Nada a receber"
          description="Receitas pendentes (por exemplo, sessões ainda não pagas) aparecem aqui."
        />
      )}
      {d && d.a_receber.length > 0 && <Recebimentos lancamentos={d.a_receber} hoje={hoje} acoes={acoes} />}
    </Painel>
  );
}

function Recebimentos({
  lancamentos,
  hoje,
  acoes: { marcarPago, marcando },
}: {
  lancamentos: FinanceiroDashboard['a_receber'];
  hoje: string;
  acoes: ReturnType<typeof useLancamentoActions>;
}) {
  return (
    <Stack gap="sm">
      {lancamentos.map((l) => (
        <Group key={l.id} justify="space-between" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={500} truncate>
              {l.paciente_nome ?? l.descricao}
            </Text>
            <Group gap={6}>
              <Text fz="xs" c="dimmed">
                {formatDate(l.data)}
              </Text>
              {isVencido(l, hoje) && (
                <Badge size="xs" variant="light" color="red">
                  Vencido
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(l.valor)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconCheck size={14} stroke={2} />}
              onClick={() => marcarPago(l)}
              loading={marcando(l.id)}
              // The list's wording (LancamentosTable): "Recebido" alone read as a status.
              aria-label={`Marcar como pago: ${l.descricao}`}
            >
              Marcar como pago
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
