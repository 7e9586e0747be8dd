import type { Agendamento } from '@consultorio/contracts/agendamentos';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../lib/forms';
import type { DialogModo } from './AgendamentoDialog';
import {
  type AgendamentoFormValues,
  CAMPO_DO_ERRO,
  semMudancas,
  tituloAgendado,
  toCreatePayload,
  toUpdatePayload,
} from './agendamentoForm';
import { useCreateAgendamento, useUpdateAgendamento } from './api';
import { perguntarEscopo } from './escopo';
import { nomeNaAgenda } from './status';

/**
 * Sends the "Novo agendamento" / "Editar agendamento" form: a 409 becomes the "Horário ocupado" warning (with a
 * retry that allows the conflict), the API's field errors go to their fields, anything else to the form's alert.
 * An occurrence of a series first asks whether the change applies to the next ones too.
 */
export function useAgendamentoSubmit({
  modo,
  form,
  fuso,
  onClose,
  onAgendado,
}: {
  modo: DialogModo;
  form: UseFormReturnType<AgendamentoFormValues>;
  fuso: string;
  onClose: () => void;
  onAgendado?: (a: Agendamento) => void;
}) {
  const create = useCreateAgendamento();
  const update = useUpdateAgendamento();
  // The clash and the time it was about: a new date, time, length or repetition makes it stale (hidden).
  const [conflito, setConflito] = useState<{ mensagem: string; quando: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const falhou = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setConflito({ mensagem: error.message, quando: quandoDe(form.getValues()) });
      return;
    }
    let applied = false;
    if (error instanceof ApiError && error.errors) {
      for (const [campo, msgs] of Object.entries(error.errors)) {
        const alvo = CAMPO_DO_ERRO[campo];
        if (alvo && msgs[0]) {
          form.setFieldError(alvo, msgs[0]);
          applied = true;
        }
      }
    }
    if (!applied) setFormError(errorMessage(error));
  };

  const enviar = async (values: AgendamentoFormValues, permitir = false) => {
    setConflito(null);
    setFormError(null);
    if (modo.tipo === 'novo') {
      create.mutate(toCreatePayload(values, fuso, permitir), {
        onSuccess: (res) => {
          notifications.show({
            color: 'teal',
            title: tituloAgendado(res.agendamentos.length, res.agendamento.inicio, fuso),
            message: nomeNaAgenda(res.agendamento),
          });
          onClose();
          onAgendado?.(res.agendamento);
        },
        onError: falhou,
      });
      return;
    }
    const original = modo.agendamento;
    const body = toUpdatePayload(values, original, fuso, permitir);
    if (semMudancas(body)) return onClose();
    const escopo = original.serie_id
      ? await perguntarEscopo({
          titulo: 'Alterar agendamento recorrente',
          descricao: 'Aplicar as alterações somente a este agendamento ou também aos próximos da série?',
        })
      : 'este';
    if (!escopo) return;
    update.mutate(
      { id: original.id, body, escopo },
      {
        onSuccess: (res) => {
          notifications.show({ color: 'teal', title: res.message, message: nomeNaAgenda(res.agendamento) });
          onClose();
        },
        onError: falhou,
      },
    );
  };

  const atual = conflito && conflito.quando === quandoDe(form.getValues()) ? conflito.mensagem : null;
  return { enviar, conflito: atual, formError, pending: create.isPending || update.isPending };
}

/** What a conflict depends on: the day, the hour, the length and the repetition. */
const quandoDe = (v: AgendamentoFormValues): string =>
  [v.data, v.hora, v.duracao_minutos, v.repeticao, v.termino, v.ocorrencias, v.ate].join('|');
