import { primeiroNome } from '@consultorio/contracts/br';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconCash, IconHourglass, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getSessionUser } from '../../api/session';
import {
  Aniversariantes,
  Bloco,
  ProximosAgendamentos,
  SessoesSemanaChart,
} from '../../components/dashboard/Widgets';
import { FigureCard } from '../../components/FigureCard';
import { PageHeader } from '../../components/PageHeader';
import { dayjs, formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useDashboard } from './api';
import { usoDoPlano } from './usoDoPlano';

function saudacao(): string {
  const hora = dayjs().hour();
  if (hora < 12) return 'Bom dia';
  if (hora < 18) return 'Boa tarde';
  return 'Boa noite';
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** /dashboard: the practice at a glance — KPIs, the week's work, what comes next; each card opens its area. */
export function DashboardPage() {
  const { plano, stats, paused, has } = usePlan();
  const query = useDashboard();
  const d = query.data;
  const usuario = getSessionUser();
  const nome = usuario ? primeiroNome(usuario.nome) : undefined;
  const hoje = dayjs().format('dddd, D [de] MMMM [de] YYYY');
  const financeiro = has('gestao_financeira');
  const agenda = has('agendamentos');

  return (
    <>
      <PageHeader
        title={nome ? `${saudacao()}, ${nome}` : saudacao()}
        description={hoje.charAt(0).toUpperCase() + hoje.slice(1)}
      />
      {query.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          title="Não foi possível carregar os indicadores"
          mb="lg"
        >
          {errorMessage(query.error)}
        </Alert>
      )}
      <Stack gap="lg">
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
            label="A receber"
            value={formatMoney(d?.a_receber ?? 0)}
            hint="Receitas pendentes"
            to={
              financeiro
                ? paths.financeiro.lista({ periodo: 'tudo', tipo: 'receita', status: 'pendente' })
                : undefined
            }
            loading={!d}
          />
        </SimpleGrid>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Bloco title="Sessões por semana">
              {d ? <SessoesSemanaChart semanas={d.sessoes_por_semana} /> : <Skeleton h={240} />}
            </Bloco>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Bloco
              title="Próximos atendimentos"
              link={
                agenda && (
                  <Anchor component={Link} to={paths.agenda} fz="sm">
                    Abrir agenda
                  </Anchor>
                )
              }
            >
              {d ? <ProximosAgendamentos agendamentos={d.proximos_agendamentos} /> : <Skeleton h={200} />}
            </Bloco>
          </Grid.Col>
        </Grid>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Bloco
              title={`Aniversariantes de ${dayjs().format('MMMM')}`}
              link={
                <Anchor component={Link} to={paths.pacientes.lista} fz="sm">
                  Ver pacientes
                </Anchor>
              }
            >
              {d ? <Aniversariantes lista={d.aniversariantes_mes} /> : <Skeleton h={120} />}
            </Bloco>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
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
                    Com o plano pausado, os indicadores continuam visíveis, mas lançamentos, agenda e novos
                    pacientes ficam bloqueados até a renovação.
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
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
