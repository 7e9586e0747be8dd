import type { Dashboard } from '@consultorio/contracts/dashboard';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarCheck, IconCash, IconHourglass, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FigureCard } from '../../components/FigureCard';
import { formatMoney } from '../../lib/format';
import type { PlanView } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { usoDoPlano } from './usoDoPlano';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/**
 * The four KPIs: active patients, the month's sessions, the month's income and what is still to receive; each opens
 * its area when the plan has it.
 */
export function Indicadores({
  d,
  agenda,
  financeiro,
}: {
  d?: Dashboard;
  agenda: boolean;
  financeiro: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      <FigureCard
        icon={<IconUsers size={22} stroke={1.7} />}
        label="Pacientes ativos"
        value={String(d?.pacientes_ativos ?? 0)}
        hint={d ? `${plural(d.novos_pacientes_mes, 'novo', 'novos')} este mês` : ' '}
        to={paths.pacientes.lista}
        loading={!d}
      />
      <FigureCard
        icon={<IconCalendarCheck size={22} stroke={1.7} />}
        label="Sessões no mês"
        value={String(d?.sessoes_mes ?? 0)}
        hint={
          d?.taxa_presenca_mes == null
            ? 'Sem presenças ou faltas no mês'
            : `Presença de ${d.taxa_presenca_mes.toLocaleString('pt-BR')}%`
        }
        to={agenda ? paths.agenda : paths.pacientes.lista}
        loading={!d}
      />
      <FigureCard
        icon={<IconCash size={22} stroke={1.7} />}
        label="Receita do mês"
        value={formatMoney(d?.receita_mes ?? 0)}
        hint="Recebida no mês"
        to={financeiro ? paths.financeiro.painel : undefined}
        loading={!d}
      />
      <FigureCard
        icon={<IconHourglass size={22} stroke={1.7} />}
        label="A receber (total)"
        value={formatMoney(d?.a_receber ?? 0)}
        hint="Todas as receitas pendentes"
        to={
          financeiro
            ? paths.financeiro.lista({ periodo: 'tudo', tipo: 'receita', status: 'pendente' })
            : undefined
        }
        loading={!d}
      />
    </SimpleGrid>
  );
}

/** "Seu plano": its name and state, how much of its patients and attachments is used, and where to manage it. */
export function SeuPlano({ plan }: { plan: Pick<PlanView, 'plano' | 'stats' | 'paused'> }) {
  const { plano, stats, paused } = plan;
  return (
    <Card h="100%">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            Seu plano
          </Text>
          <Badge variant="light" color={paused ? 'yellow' : 'teal'}>
            {paused ? 'Pausado' : 'Ativo'}
          </Badge>
        </Group>
        <Text fz="xl" fw={700} c="var(--mantine-color-bright)">
          {plano.nome}
        </Text>
        {[
          usoDoPlano(stats.pacientes_count, stats.limite_pacientes, ['paciente', 'pacientes']),
          usoDoPlano(stats.anexos_count, stats.anexos_limite, ['anexo', 'anexos']),
        ].map(({ uso, restam }) => (
          <Text fz="sm" key={uso}>
            {uso} ·{' '}
            <Text span c="dimmed" fz="sm">
              {restam}
            </Text>
          </Text>
        ))}
        {paused && (
          <Text fz="sm" c="dimmed">
            Com o plano pausado, os indicadores continuam visíveis, mas lançamentos, agenda e novos pacientes
            ficam bloqueados até a renovação.
          </Text>
        )}
        <Button
          component={Link}
          to={paths.configuracoes}
          variant="subtle"
          size="compact-sm"
          px={0}
          w="fit-content"
        >
          Gerenciar plano
        </Button>
      </Stack>
    </Card>
  );
}
