import { formatLimit, remaining } from '@consultorio/contracts/plans';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChartPie, IconPaperclip, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../layout/PageHeader';
import { dayjs } from '../../lib/format';
import { getSessionUser } from '../../lib/session';
import { usePlan } from '../plano/usePlan';

function saudacao(): string {
  const hora = dayjs().hour();
  if (hora < 12) return 'Bom dia';
  if (hora < 18) return 'Boa tarde';
  return 'Boa noite';
}

function restamTexto(limit: number, count: number): string {
  const left = remaining(limit, count);
  if (left === null) return 'Ilimitado no seu plano';
  return left === 0 ? 'Limite do plano atingido' : `Restam ${left} no seu plano`;
}

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <Card>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div>
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="xl" fw={700} c="var(--mantine-color-bright)">
            {value}
          </Text>
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** /dashboard: a welcome and the plan summary until the dashboard issue brings the practice's indicators. */
export function DashboardPage() {
  const { plano, stats, paused, has } = usePlan();
  const nome = getSessionUser()?.nome.split(' ')[0];
  const hoje = dayjs().format('dddd, D [de] MMMM [de] YYYY');
  return (
    <>
      <PageHeader
        title={nome ? `${saudacao()}, ${nome}` : saudacao()}
        description={hoje.charAt(0).toUpperCase() + hoje.slice(1)}
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stat
            icon={<IconUsers size={22} stroke={1.7} />}
            label="Pacientes cadastrados"
            value={`${stats.pacientes_count} de ${formatLimit(stats.limite_pacientes)}`}
            hint={restamTexto(stats.limite_pacientes, stats.pacientes_count)}
          />
          <Stat
            icon={<IconPaperclip size={22} stroke={1.7} />}
            label="Anexos guardados"
            value={`${stats.anexos_count} de ${formatLimit(stats.anexos_limite)}`}
            hint={restamTexto(stats.anexos_limite, stats.anexos_count)}
          />
          <Card>
            <Stack gap={6}>
              <Text fz="sm" c="dimmed">
                Seu plano
              </Text>
              <Group gap="xs">
                <Text fz="xl" fw={700} c="var(--mantine-color-bright)">
                  {plano.nome}
                </Text>
                <Badge variant="light" color={paused ? 'yellow' : 'teal'}>
                  {paused ? 'Pausado' : 'Ativo'}
                </Badge>
              </Group>
              <Button
                component={Link}
                to="/configuracoes"
                variant="subtle"
                size="compact-sm"
                px={0}
                w="fit-content"
              >
                Gerenciar plano
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>

        <Card>
          <Group gap="lg" wrap="nowrap" align="flex-start">
            <ThemeIcon size={52} radius="xl" variant="light" visibleFrom="sm">
              <IconChartPie size={26} stroke={1.6} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={3} fz="h4">
                Os indicadores do consultório chegam em breve
              </Title>
              <Text c="dimmed" fz="sm" maw={620}>
                Aqui você verá as sessões da semana, a taxa de presença, o que recebeu no mês e o que ainda
                tem a receber, os próximos atendimentos e os aniversariantes do mês.
              </Text>
              <Group gap="sm" mt="xs">
                <Button component={Link} to="/pacientes" leftSection={<IconUsers size={17} stroke={1.7} />}>
                  Ver pacientes
                </Button>
                {has('agendamentos') && (
                  <Button
                    component={Link}
                    to="/agendamentos"
                    variant="default"
                    leftSection={<IconCalendarEvent size={17} stroke={1.7} />}
                  >
                    Abrir agenda
                  </Button>
                )}
              </Group>
            </Stack>
          </Group>
        </Card>
      </Stack>
    </>
  );
}
