import '@mantine/charts/styles.css';
import { nomeNaAgenda, STATUS_AGENDAMENTO_LABELS } from '@consultorio/contracts/agendamentos';
import type { Dashboard } from '@consultorio/contracts/dashboard';
import { BarChart } from '@mantine/charts';
import {
  Avatar,
  Badge,
  Card,
  EmptyState,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { IconCake, IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dayjs } from '../../lib/format';
import { paths } from '../../routes/paths';
import { eixoDoGrafico } from '../eixoDoGrafico';
import classes from './dashboard.module.css';

/** A titled card with an optional link to its area in the corner. */
export function Bloco({ title, link, children }: { title: string; link?: ReactNode; children: ReactNode }) {
  return (
    <Card h="100%">
      <Group justify="space-between" mb="md" gap="xs" wrap="nowrap" align="flex-start">
        <Title order={3} fz="h5">
          {title}
        </Title>
        {link && <div style={{ flexShrink: 0 }}>{link}</div>}
      </Group>
      {children}
    </Card>
  );
}

/** Held sessions and absences of the last 12 weeks (stacked), in the appearance panel's colours. */
export function SessoesSemanaChart({ semanas }: { semanas: Dashboard['sessoes_por_semana'] }) {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const data = semanas.map((s) => ({
    semana: dayjs(s.semana).format('DD/MM'),
    realizadas: s.realizadas,
    faltas: s.faltas,
  }));
  const eixo = eixoDoGrafico(Math.max(0, ...data.map((s) => s.realizadas + s.faltas)), { inteiro: true });
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="semana"
      type="stacked"
      series={[
        { name: 'realizadas', label: 'Realizadas', color: `${theme.primaryColor}.${dark ? 4 : 6}` },
        { name: 'faltas', label: 'Faltas', color: dark ? 'dark.2' : 'gray.4' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      yAxisProps={{ width: 32, ...eixo }}
      tickLine="y"
      gridAxis="x"
      maxBarWidth={26}
      role="img"
      aria-label="Sessões realizadas e faltas por semana, últimas 12 semanas"
    />
  );
}

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

/** The next appointments; each opens the patient's file. */
export function ProximosAgendamentos({ agendamentos }: { agendamentos: Dashboard['proximos_agendamentos'] }) {
  if (agendamentos.length === 0) {
    return (
      <EmptyState
        size="sm"
        variant="light"
        icon={<IconCalendarOff size={24} stroke={1.6} />}
        title="Nenhum atendimento marcado"
        description="Os próximos agendamentos aparecem aqui. Marque um na agenda."
      />
    );
  }
  return (
    <Stack gap="xs">
      {agendamentos.map((a) => {
        const inicio = dayjs(a.inicio);
        const hoje = inicio.isSame(dayjs(), 'day');
        return (
          <UnstyledButton
            key={a.id}
            component={Link}
            to={a.paciente_id ? paths.pacientes.ficha(a.paciente_id) : paths.agenda}
            className={classes.linha}
          >
            <Group gap="sm" wrap="nowrap">
              <Stack gap={0} align="center" w={46} className={classes.dia}>
                <Text fz={11} tt="uppercase" lh={1.2}>
                  {hoje ? 'Hoje' : inicio.format('ddd')}
                </Text>
                <Text fw={700} lh={1.2}>
                  {inicio.format('DD/MM')}
                </Text>
              </Stack>
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fz="sm" fw={500} truncate>
                  {nomeNaAgenda(a)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {inicio.format('HH:mm')} · {a.duracao_minutos} min
                  {a.resposta_paciente === 'confirmado'
                    ? ' · confirmou pelo lembrete'
                    : a.lembrete_enviado_em
                      ? ' · lembrete enviado'
                      : ''}
                </Text>
              </div>
              <Badge size="sm" variant="light" color={a.status === 'confirmado' ? 'teal' : 'gray'}>
                {STATUS_AGENDAMENTO_LABELS[a.status]}
              </Badge>
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}

export function Aniversariantes({ lista }: { lista: Dashboard['aniversariantes_mes'] }) {
  const theme = useMantineTheme();
  if (lista.length === 0) {
    return (
      <EmptyState
        size="sm"
        variant="light"
        icon={<IconCake size={24} stroke={1.6} />}
        title="Nenhum aniversário este mês"
        description="Pacientes em atendimento com data de nascimento no mês aparecem aqui."
      />
    );
  }
  const hoje = dayjs().date();
  return (
    <Stack gap="xs">
      {lista.map((p) => (
        <UnstyledButton
          key={p.paciente_id}
          component={Link}
          to={paths.pacientes.ficha(p.paciente_id)}
          className={classes.linha}
        >
          <Group gap="sm" wrap="nowrap">
            <Avatar radius="xl" size={34} variant="light" color={theme.primaryColor}>
              {iniciais(p.nome)}
            </Avatar>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fz="sm" fw={500} truncate>
                {p.nome}
              </Text>
              <Text fz="xs" c="dimmed">
                Dia {p.dia} · {p.idade} anos
              </Text>
            </div>
            {p.dia === hoje && (
              <Badge size="sm" variant="light">
                Hoje
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
