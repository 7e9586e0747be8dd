import type { CalendarApi } from '@fullcalendar/core';
import { ActionIcon, Button, Group, Loader, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './Agenda.module.css';
import type { Visao } from './AgendaCalendario';

const VISOES: Array<{ value: Visao; label: string }> = [
  { value: 'dayGridMonth', label: 'Mês' },
  { value: 'timeGridWeek', label: 'Semana' },
  { value: 'timeGridDay', label: 'Dia' },
  { value: 'listWeek', label: 'Lista' },
];

/**
 * The calendar's own toolbar: the period's title (and a loader while it loads), previous / next / today, and the
 * views. On a phone (`compacto`) the title takes its own line.
 */
export function AgendaBarra({
  api,
  titulo,
  visao,
  carregando,
  compacto,
}: {
  api: () => CalendarApi | undefined;
  titulo: string;
  visao: Visao;
  carregando: boolean;
  compacto: boolean;
}) {
  const tituloEl = (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Text fw={600} fz={{ base: 'md', sm: 'lg' }} className={classes.titulo} aria-live="polite">
        {titulo}
      </Text>
      {carregando && <Loader size="xs" aria-label="Carregando agendamentos" />}
    </Group>
  );
  const navegacao = (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label="Anterior">
        <ActionIcon variant="default" size="lg" aria-label="Anterior" onClick={() => api()?.prev()}>
          <IconChevronLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Próximo">
        <ActionIcon variant="default" size="lg" aria-label="Próximo" onClick={() => api()?.next()}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Tooltip>
      <Button variant="default" onClick={() => api()?.today()} px="sm">
        Hoje
      </Button>
    </Group>
  );
  const visoes = (
    <SegmentedControl
      size={compacto ? 'xs' : 'sm'}
      // On a phone the views get a row of their own, each a finger wide.
      fullWidth={compacto}
      value={visao}
      onChange={(v) => api()?.changeView(v)}
      data={VISOES}
      aria-label="Visualização"
    />
  );
  return compacto ? (
    <Stack gap="xs" mb="md">
      {tituloEl}
      {navegacao}
      {visoes}
    </Stack>
  ) : (
    <Group justify="space-between" gap="sm" mb="md">
      <Group gap="md" wrap="nowrap">
        {navegacao}
        {tituloEl}
      </Group>
      {visoes}
    </Group>
  );
}
