import { type Agendamento, STATUS_AGENDAMENTO_LABELS } from '@consultorio/contracts/agendamentos';
import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRepeat, IconVideo } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { nomeDoPaciente } from '../../components/PacienteSelect';
import classes from './Agenda.module.css';
import { fusoPlugin } from './fusoPlugin';
import { IndicadoresLembrete } from './lembrete';
import { STATUS_ABERTOS } from './status';
import { faixaDeHorarios, inicioDoSlot, isoNoFuso, partesLocais, SLOT_MINUTOS } from './tempo';

export type Visao = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listWeek';
const VISOES: Array<{ value: Visao; label: string }> = [
  { value: 'dayGridMonth', label: 'Mês' },
  { value: 'timeGridWeek', label: 'Semana' },
  { value: 'timeGridDay', label: 'Dia' },
  { value: 'listWeek', label: 'Lista' },
];

export type Mudanca = EventDropArg | EventResizeDoneArg;

/** One grid row; clicks and drags snap to whole rows (docs/decisions.md "A new user's first hour"). */
const SLOT = `00:${String(SLOT_MINUTOS).padStart(2, '0')}:00`;
/** The list's day header on a phone: "Segunda-feira, 30 de novembro". */
const LISTA_DIA_CELULAR = { weekday: 'long', day: 'numeric', month: 'long' } as const;

const agendamentoDe = (e: { extendedProps: Record<string, unknown> }) =>
  e.extendedProps.agendamento as Agendamento;

function Conteudo({ arg }: { arg: EventContentArg }) {
  const a = agendamentoDe(arg.event) as Agendamento | undefined;
  // The selection mirror (a slot being chosen) has no appointment yet.
  if (!a) return <div className={classes.conteudo}>{arg.timeText}</div>;
  const lista = arg.view.type.startsWith('list');
  const vertical = arg.view.type.startsWith('timeGrid') && a.duracao_minutos >= 40;
  return (
    <div
      className={`${classes.conteudo} ${vertical ? classes.conteudoVertical : ''} ${lista ? classes.conteudoLista : ''}`}
    >
      {!lista && <span className={classes.hora}>{arg.timeText}</span>}
      <span className={classes.nome}>
        {nomeDoPaciente(a.paciente)}
        {lista && ` · ${STATUS_AGENDAMENTO_LABELS[a.status]}`}
      </span>
      {!vertical && a.serie_id && <IconRepeat size={12} className={classes.icone} aria-label="Recorrente" />}
      {!vertical && a.modalidade === 'online' && (
        <IconVideo size={12} className={classes.icone} aria-label="Online" />
      )}
      <IndicadoresLembrete a={a} />
    </div>
  );
}

/**
 * The agenda's calendar (FullCalendar 6 in pt-BR, in the practice's time zone): month, week, day and list views,
 * a click on a free slot asks for a new appointment, drag and resize move one.
 */
export function AgendaCalendario({
  agendamentos,
  fuso,
  visaoInicial,
  compacto,
  carregando,
  podeEditar,
  onPeriodo,
  onNovo,
  onAbrir,
  onMudar,
  irPara,
  vazio,
  mensagemVazia,
}: {
  agendamentos: Agendamento[];
  fuso: string;
  visaoInicial: Visao;
  /** Phone layout: the title on its own line, smaller controls, no side date in the list. */
  compacto: boolean;
  carregando: boolean;
  podeEditar: boolean;
  onPeriodo: (inicio: string, fim: string) => void;
  onNovo: (inicial: { dia: string; hora: string; duracao?: number }) => void;
  onAbrir: (a: Agendamento) => void;
  onMudar: (info: Mudanca) => void;
  /**
   * Shows the period holding this local day (YYYY-MM-DD) — e.g. the one just booked, scrolled into sight when `id`
   * is that appointment's; `n` repeats a request.
   */
  irPara?: { dia: string; n: number; id?: string } | null;
  /** The period has no appointment: `mensagemVazia` shows once (in the list, or under the grid). */
  vazio: boolean;
  mensagemVazia: (lista: boolean) => string;
}) {
  const ref = useRef<FullCalendar>(null);
  const [titulo, setTitulo] = useState('');
  const [visao, setVisao] = useState<Visao>(visaoInicial);
  const api = () => ref.current?.getApi();

  const eventos = useMemo<EventInput[]>(
    () =>
      agendamentos.map((a) => ({
        id: a.id,
        title: nomeDoPaciente(a.paciente),
        start: a.inicio,
        end: a.fim,
        editable: podeEditar && STATUS_ABERTOS.includes(a.status),
        classNames: [classes.evento, classes[a.status]],
        extendedProps: { agendamento: a },
      })),
    [agendamentos, podeEditar],
  );

  const datesSet = (arg: DatesSetArg) => {
    setTitulo(arg.view.title);
    setVisao(arg.view.type as Visao);
    onPeriodo(isoNoFuso(arg.start, fuso), isoNoFuso(arg.end, fuso));
  };

  const select = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    if (!podeEditar) return;
    if (info.allDay) return onNovo({ dia: info.startStr.slice(0, 10), hora: '09:00' });
    const { dia, hora } = partesLocais(info.start, fuso);
    const minutos = Math.round((info.end.getTime() - info.start.getTime()) / 60_000);
    onNovo({ dia, hora, duracao: minutos > 30 ? minutos : undefined });
  };

  // A drop keeps the grab offset, so an appointment at 10:10 would land at 15:10: in the time grid it goes to the
  // start of the row it was dropped on.
  const drop = (info: EventDropArg) => {
    const inicio = info.event.start;
    if (info.view.type.startsWith('timeGrid') && inicio) {
      const alinhado = inicioDoSlot(inicio.getTime(), fuso);
      if (alinhado !== inicio.getTime()) info.event.setStart(new Date(alinhado), { maintainDuration: true });
    }
    onMudar(info);
  };

  // The grids are as tall as their hours and the page scrolls: an appointment booked at 20:00 would land below the
  // fold. The one just booked is brought into sight when FullCalendar draws it (eventDidMount), once.
  const aMostrar = useRef<string | null>(null);
  useEffect(() => {
    if (!irPara) return;
    aMostrar.current = irPara.id ?? null;
    ref.current?.getApi().gotoDate(irPara.dia);
  }, [irPara]);
  const mostrarSeForOAgendado = (arg: EventMountArg) => {
    if (!aMostrar.current || arg.event.id !== aMostrar.current) return;
    aMostrar.current = null;
    arg.el.scrollIntoView({ block: 'center' });
  };

  const faixa = useMemo(() => faixaDeHorarios(agendamentos, fuso), [agendamentos, fuso]);

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
      value={visao}
      onChange={(v) => api()?.changeView(v)}
      data={VISOES}
      aria-label="Visualização"
    />
  );
  return (
    <Box>
      {compacto ? (
        <Stack gap="xs" mb="md">
          {tituloEl}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {navegacao}
            {visoes}
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" gap="sm" mb="md">
          <Group gap="md" wrap="nowrap">
            {navegacao}
            {tituloEl}
          </Group>
          {visoes}
        </Group>
      )}
      <div className={classes.calendario} data-testid="agenda-calendario">
        <FullCalendar
          ref={ref}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, fusoPlugin]}
          locale={ptBrLocale}
          timeZone={fuso}
          initialView={visaoInicial}
          headerToolbar={false}
          // As tall as its hours in every view: the page scrolls, never an inner area that a keyboard cannot
          // reach (WCAG 2.1.1) or that hides the evening below the fold (docs/decisions.md, "The agenda's hours").
          height="auto"
          events={eventos}
          datesSet={datesSet}
          editable={podeEditar}
          eventDurationEditable={podeEditar}
          selectable={podeEditar}
          selectMirror
          select={select}
          eventClick={(info: EventClickArg) => {
            info.jsEvent.preventDefault();
            onAbrir(agendamentoDe(info.event));
          }}
          eventDrop={drop}
          eventResize={onMudar}
          eventContent={(arg) => <Conteudo arg={arg} />}
          eventDidMount={mostrarSeForOAgendado}
          eventInteractive
          eventDisplay="block"
          dayMaxEvents={3}
          allDaySlot={false}
          nowIndicator
          slotDuration={SLOT}
          snapDuration={SLOT}
          slotMinTime={faixa.slotMinTime}
          slotMaxTime={faixa.slotMaxTime}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          longPressDelay={400}
          noEventsText={mensagemVazia(true)}
          fixedWeekCount={false}
          // A phone has no room for the side date: one line says both. An option given as `undefined` would
          // replace FullCalendar's own list formats and leave the day headers empty.
          {...(compacto ? { listDayFormat: LISTA_DIA_CELULAR, listDaySideFormat: false } : {})}
        />
      </div>
      {/* The list views say it themselves (noEventsText); the grids need a line under them. */}
      {vazio && !visao.startsWith('list') && (
        <Text fz="sm" c="dimmed" ta="center" mt="md">
          {mensagemVazia(false)}
        </Text>
      )}
    </Box>
  );
}
