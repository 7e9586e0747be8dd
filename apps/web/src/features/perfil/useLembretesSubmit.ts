import type { LembretesConfigInput } from '@consultorio/contracts/lembretes';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { useSalvarLembretes } from './api';

const CAMPOS = ['ativo', 'antecedencia_horas', 'modelo'] as const;

export type LembretesValues = LembretesConfigInput & { modelo: string };

/**
 * Saves the reminders' settings; what the server saved becomes the form's new starting point. The API's field
 * errors go to their fields, any other error to the form's alert.
 */
export function useLembretesSubmit(form: UseFormReturnType<LembretesValues>) {
  const salvar = useSalvarLembretes();
  const [erro, setErro] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setErro(null);
    salvar.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(saved);
        form.setValues(saved);
        notifications.show({
          color: 'teal',
          title: 'Lembretes salvos',
          message: 'Suas preferências foram salvas.',
        });
      },
      onError: (error) => {
        if (!applyApiFieldErrors(form, error, CAMPOS)) setErro(errorMessage(error));
      },
    });
  });

  return { submit, erro, salvando: salvar.isPending };
}
