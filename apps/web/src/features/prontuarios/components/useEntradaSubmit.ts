import { type Prontuario, TIPO_PRONTUARIO_LABELS } from '@consultorio/contracts/prontuarios';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { useCreateProntuario, useUpdateProntuario } from '../api';
import { ENTRADA_FIELDS, type EntradaFormValues, toEntradaPayload } from '../entradaForm';

/**
 * Saves a record entry (new or edited): the API's field errors go to their fields, any other error to the form's
 * alert; once saved, a notice and `onSaved`.
 */
export function useEntradaSubmit({
  form,
  pacienteId,
  entrada,
  onSaved,
}: {
  form: UseFormReturnType<EntradaFormValues>;
  pacienteId: string;
  entrada: Prontuario | null;
  onSaved: () => void;
}) {
  const create = useCreateProntuario(pacienteId);
  const update = useUpdateProntuario(pacienteId);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((v) => {
    setFormError(null);
    const body = toEntradaPayload(v);
    const handlers = {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: entrada ? 'Entrada atualizada' : 'Entrada registrada',
          message: `${TIPO_PRONTUARIO_LABELS[body.tipo]} de ${v.data}.`,
        });
        onSaved();
      },
      onError: (error: unknown) => {
        if (!applyApiFieldErrors(form, error, ENTRADA_FIELDS)) setFormError(errorMessage(error));
      },
    };
    if (entrada) update.mutate({ id: entrada.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  return { submit, formError, saving: create.isPending || update.isPending };
}
