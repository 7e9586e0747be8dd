import {
  agendamentoOnlineSchema,
  type AgendamentoOnline as Pagina,
} from '@consultorio/contracts/agendamento-online';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { useSalvarPagina } from './api';
import { camposDaPagina, type PaginaValues, toBody, toValues } from './paginaForm';

export type FormDaPagina = UseFormReturnType<
  PaginaValues,
  PaginaValues,
  (values: PaginaValues) => FormErrors
>;

/**
 * The booking page's form and its saving: the saved page becomes the form's new starting point; the API's field
 * errors land on their fields, any other error is shown above the form.
 */
export function usePaginaForm(pagina: Pagina) {
  const salvar = useSalvarPagina();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<PaginaValues>({
    mode: 'controlled',
    initialValues: toValues(pagina),
    validate: (v) => zodResolver<unknown>(agendamentoOnlineSchema)(toBody(v)),
  });

  const submit = form.onSubmit((values) => {
    setErro(null);
    salvar.mutate(toBody(values), {
      onSuccess: (salva) => {
        form.setInitialValues(toValues(salva));
        form.setValues(toValues(salva));
        notifications.show({
          color: 'teal',
          title: 'Agendamento online salvo',
          message: salva.ativo ? 'Sua página está recebendo agendamentos.' : 'Sua página está desativada.',
        });
      },
      onError: (e) => {
        if (!applyApiFieldErrors(form, e, camposDaPagina(values.horarios))) setErro(errorMessage(e));
      },
    });
  });

  return { form, submit, erro, salvando: salvar.isPending };
}
