import type { Agendamento, AgendamentoUpdate } from '@consultorio/contracts/agendamentos';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../lib/forms';
import type { Mudanca } from './AgendaCalendario';
import { useUpdateAgendamento } from './api';
import { perguntarEscopo } from './escopo';
import { nomeNaAgenda } from './status';
import { dataHora, isoNoFuso } from './tempo';

/**
 * An appointment dragged or resized on the calendar: saves its new start and duration (for an occurrence of a
 * series, after asking whether the next ones move too). Giving up or an error puts it back where it was.
 */
export function useMoverAgendamento(fuso: string) {
  const update = useUpdateAgendamento();

  return async (info: Mudanca) => {
    const a = info.event.extendedProps.agendamento as Agendamento;
    const inicio = info.event.start;
    const fim = info.event.end;
    if (!inicio || !fim) return info.revert();
    const body: AgendamentoUpdate = {};
    if (inicio.getTime() !== new Date(a.inicio).getTime()) body.inicio = isoNoFuso(inicio, fuso);
    const duracao = Math.round((fim.getTime() - inicio.getTime()) / 60_000);
    if (duracao !== a.duracao_minutos) body.duracao_minutos = duracao;
    const escopo = a.serie_id
      ? await perguntarEscopo({
          titulo: 'Mover agendamento recorrente',
          descricao: `Mover para ${dataHora(inicio, fuso)} somente este agendamento ou também os próximos da série?`,
        })
      : 'este';
    if (!escopo) return info.revert();
    update.mutate(
      { id: a.id, body, escopo },
      {
        onSuccess: (res) =>
          notifications.show({
            color: 'teal',
            title: res.atualizados > 1 ? res.message : 'Agendamento alterado',
            message: `${nomeNaAgenda(res.agendamento)}: ${dataHora(res.agendamento.inicio, fuso)}`,
          }),
        onError: (e) => {
          info.revert();
          notifications.show({
            color: 'red',
            title: e instanceof ApiError && e.status === 409 ? 'Horário ocupado' : 'Não foi possível mover',
            message: errorMessage(e),
          });
        },
      },
    );
  };
}
