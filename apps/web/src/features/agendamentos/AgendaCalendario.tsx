import { type Agendamento, STATUS_AGENDAMENTO_LABELS } from '@consultorio/contracts/agendamentos';
import type { EventClickArg, EventContentArg, EventDropArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Text } from '@mantine/core';
import { IconRepeat, IconVideo } from '@tabler/icons-react';
import classes from './Agenda.module.css';
import { AgendaBarra } from './AgendaBarra';
import { fusoPlugin } from './fusoPlugin';
import { IndicadoresLembrete } from './lembrete';
import { nomeNaAgenda } from './status';
import { SLOT_MINUTOS } from './tempo';
import { useAgendaCalendario } from './useAgendaCalendario';

export type Visao = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listWeek';

export type Mudanca = EventDropArg | EventResizeDoneArg;

/** One grid row; clicks and drags snap to whole rows (docs/decisions/0043-agenda-calendar.md). */
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
        {nomeNaAgenda(a)}
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

interface AgendaCalendarioProps {
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
}: AgendaCalendarioProps) {
  const { ref, titulo, visao, eventos, faixa, datesSet, select, drop, mostrarSeForOAgendado } =
    useAgendaCalendario({ agendamentos, fuso, visaoInicial, podeEditar, onPeriodo, onNovo, onMudar, irPara });
  return (
    <Box>
      <AgendaBarra
        api={() => ref.current?.getApi()}
        titulo={titulo}
        visao={visao}
        carregando={carregando}
        compacto={compacto}
      />
      <div className={classes.calendario} data-testid="agenda-calendario">
        <FullCalendar
          ref={ref}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, fusoPlugin]}
          locale={ptBrLocale}
          // The list view's column names for screen readers (the locale says "A hora" and "Evento").
          timeHint="Horário"
          eventHint="Agendamento"
          timeZone={fuso}
          initialView={visaoInicial}
          headerToolbar={false}
          // As tall as its hours in every view: the page scrolls, never an inner area that a keyboard cannot
          // reach (WCAG 2.1.1) or that hides the evening below the fold (docs/decisions/0043-agenda-calendar.md).
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
