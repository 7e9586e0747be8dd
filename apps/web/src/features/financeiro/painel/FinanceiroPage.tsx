import { hojeEm } from '@consultorio/contracts/pacientes';
import {
  Alert,
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
import { MonthPickerInput } from '@mantine/dates';
import {
  IconAlertCircle,
  IconArrowDownRight,
  IconArrowUpRight,
  IconCheck,
  IconHourglass,
  IconList,
  IconPlus,
  IconReceipt,
  IconScale,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FigureCard } from '../../../components/FigureCard';
import { CategoriasDonut, EvolucaoChart, FormasChart } from '../../../components/financeiro/Charts';
import { isVencido } from '../../../components/financeiro/StatusBadge';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate, formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { useFinanceiroDashboard } from '../api';
import { mesLongo } from '../format';
import { useLancamentoActions } from '../lista/useLancamentoActions';

function Painel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
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

/** /financeiro: the month's cards, the 12-month evolution, where the money came from and went, what is owed. */
export function FinanceiroPage() {
  const [params, setParams] = useSearchParams();
  const hoje = hojeEm();
  const mes = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('mes') ?? '')
    ? (params.get('mes') as string)
    : hoje.slice(0, 7);
  const ano = Number(mes.slice(0, 4));
  const query = useFinanceiroDashboard(ano, Number(mes.slice(5, 7)));
  const { marcarPago, marcando } = useLancamentoActions();
  const d = query.data;
  const r = d?.resumo_mes;
  const lista = (filtros: Record<string, string>) => paths.financeiro.lista({ mes, ...filtros });

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
              to={paths.financeiro.novo()}
              leftSection={<IconPlus size={17} stroke={1.7} />}
            >
              Novo lançamento
            </Button>
          </>
        }
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar o resumo" mb="lg">
          {errorMessage(query.error)}
        </Alert>
      )}
      <Stack gap="lg">
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
            label="A receber"
            value={formatMoney(r?.a_receber ?? 0)}
            hint="Receitas pendentes do mês"
            to={lista({ tipo: 'receita', status: 'pendente' })}
            loading={!r}
          />
        </SimpleGrid>

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
            {d && d.a_receber.length > 0 && (
              <Stack gap="sm">
                {d.a_receber.map((l) => (
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
            )}
          </Painel>
        </SimpleGrid>
      </Stack>
    </>
  );
}
