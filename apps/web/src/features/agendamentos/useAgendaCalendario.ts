import type { Agendamento } from '@consultorio/contracts/agendamentos';
import type { DateSelectArg, DatesSetArg, EventDropArg, EventInput, EventMountArg } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import classes from './Agenda.module.css';
import type { Mudanca, Visao } from './AgendaCalendario';
import { nomeNaAgenda, STATUS_ABERTOS } from './status';
import { faixaDeHorarios, inicioDoSlot, isoNoFuso, partesLocais } from './tempo';

/**
 * The calendar's state and FullCalendar's callbacks: the title and view shown, the appointments as events, the
 * hours the grids span, a new appointment from a selected slot, a drop aligned to its row, and the period asked
 * for by `irPara`.
 */
export function useAgendaCalendario({
  agendamentos,
  fuso,
  visaoInicial,
  podeEditar,
  onPeriodo,
  onNovo,
  onMudar,
  irPara,
}: {
  agendamentos: Agendamento[];
  fuso: string;
  visaoInicial: Visao;
  podeEditar: boolean;
  onPeriodo: (inicio: string, fim: string) => void;
  onNovo: (inicial: { dia: string; hora: string; duracao?: number }) => void;
  onMudar: (info: Mudanca) => void;
  irPara?: { dia: string; n: number; id?: string } | null;
}) {
  const ref = useRef<FullCalendar>(null);
  const [titulo, setTitulo] = useState('');
  const [visao, setVisao] = useState<Visao>(visaoInicial);

  const eventos = useMemo<EventInput[]>(
    () =>
      agendamentos.map((a) => ({
        id: a.id,
        title: nomeNaAgenda(a),
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

  return { ref, titulo, visao, eventos, faixa, datesSet, select, drop, mostrarSeForOAgendado };
}
