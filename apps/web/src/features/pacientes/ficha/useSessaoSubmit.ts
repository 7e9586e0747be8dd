import type { Paciente } from '@consultorio/contracts/pacientes';
import { PRESENCA_LABELS, type Sessao } from '@consultorio/contracts/sessoes';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { useCreateSessao, useUpdateSessao } from '../api';
import { SESSAO_FIELDS, type SessaoFormValues, toSessaoPayload } from './sessaoForm';

/**
 * Saves a session: a new one with `POST` (and, if asked, its receita), an edited one with `PUT /sessao/{id}`
 * (keeping its appointment link). The API's field errors go to their fields, any other error to the form's alert.
 */
export function useSessaoSubmit({
  form,
  paciente,
  sessao,
  onClose,
}: {
  form: UseFormReturnType<SessaoFormValues>;
  paciente: Paciente;
  sessao: Sessao | null;
  onClose: () => void;
}) {
  const create = useCreateSessao(paciente.id);
  const update = useUpdateSessao(paciente.id);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((v) => {
    setFormError(null);
    const handlers = {
      onSuccess: (salva: Sessao) => {
        notifications.show({
          color: 'teal',
          title: sessao ? 'Sessão atualizada' : 'Sessão registrada',
          message: `${PRESENCA_LABELS[salva.presenca]} em ${v.data}.`,
        });
        onClose();
      },
      onError: (error: unknown) => {
        if (!applyApiFieldErrors(form, error, SESSAO_FIELDS)) setFormError(errorMessage(error));
      },
    };
    const { paciente_id: _, gerar_lancamento: __, ...campos } = toSessaoPayload(v, paciente.id);
    if (sessao)
      update.mutate({ id: sessao.id, body: { ...campos, agendamento_id: sessao.agendamento_id } }, handlers);
    else create.mutate(toSessaoPayload(v, paciente.id), handlers);
  });

  return { submit, formError, pending: create.isPending || update.isPending };
}
