import { primeiroNome } from '@consultorio/contracts/br';
import { Alert, Anchor, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getSessionUser } from '../../api/session';
import {
  Aniversariantes,
  Bloco,
  ProximosAgendamentos,
  SessoesSemanaChart,
} from '../../components/dashboard/Widgets';
import { PageHeader } from '../../components/PageHeader';
import { dayjs } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useDashboard } from './api';
import { Indicadores, SeuPlano } from './DashboardSecoes';

function saudacao(): string {
  const hora = dayjs().hour();
  if (hora < 12) return 'Bom dia';
  if (hora < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** /dashboard: the practice at a glance — KPIs, the week's work, what comes next; each card opens its area. */
export function DashboardPage() {
  const plan = usePlan();
  const query = useDashboard();
  const d = query.data;
  const usuario = getSessionUser();
  const nome = usuario ? primeiroNome(usuario.nome) : undefined;
  const hoje = dayjs().format('dddd, D [de] MMMM [de] YYYY');
  const financeiro = plan.has('gestao_financeira');
  const agenda = plan.has('agendamentos');

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
        <Indicadores d={d} agenda={agenda} financeiro={financeiro} />

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
            <SeuPlano plan={plan} />
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
