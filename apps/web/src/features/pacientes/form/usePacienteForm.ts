import type { Paciente } from '@consultorio/contracts/pacientes';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { useCreatePaciente, useUpdatePaciente } from '../api';
import { useUnsavedChanges } from '../components/UnsavedChanges';
import {
  emptyPacienteForm,
  PACIENTE_FIELDS,
  type PacienteFormValues,
  showResponsavel,
  toFormValues,
  toPayload,
  validatePaciente,
} from './pacienteForm';

/** Focus the first field the validation marked, so keyboard and screen-reader users land on it. */
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());

/**
 * The state of the patient form: its values and validation (the Responsável counts once shown), the guard against
 * leaving with unsaved changes, and the saving — the API's field errors on their fields, then the patient file.
 */
export function usePacienteForm(paciente?: Paciente) {
  const navigate = useNavigate();
  const create = useCreatePaciente();
  const update = useUpdatePaciente(paciente?.id ?? '');
  const saving = create.isPending || update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  // An adult's responsável is optional: the section opens on demand.
  const [responsavelAdded, setResponsavelAdded] = useState(false);
  const addedRef = useRef(responsavelAdded);
  addedRef.current = responsavelAdded;

  const form = useForm<PacienteFormValues>({
    mode: 'controlled',
    initialValues: paciente ? toFormValues(paciente) : emptyPacienteForm(),
    validate: (values) => validatePaciente(values, showResponsavel(values, addedRef.current)),
    validateInputOnBlur: true,
  });
  const { allowLeave, prompt } = useUnsavedChanges(form.isDirty() && !saving);

  const submit = form.onSubmit((v) => {
    setFormError(null);
    const body = toPayload(v, showResponsavel(v, addedRef.current));
    const onSuccess = (saved: Paciente) => {
      notifications.show({
        color: 'teal',
        // Neutral wording: "foi cadastrado" would guess the patient's gender.
        title: paciente ? 'Alterações salvas' : 'Cadastro salvo',
        message: paciente
          ? `Os dados de ${saved.nome} foram atualizados.`
          : `${saved.nome} está na sua lista de pacientes.`,
      });
      allowLeave();
      navigate(paths.pacientes.ficha(saved.id));
    };
    const onError = (error: unknown) => {
      if (applyApiFieldErrors(form, error, PACIENTE_FIELDS)) focusFirstError();
      else setFormError(errorMessage(error));
    };
    if (paciente) update.mutate(body, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  }, focusFirstError);

  return {
    form,
    submit,
    saving,
    formError,
    prompt,
    responsavelVisible: showResponsavel(form.getValues(), responsavelAdded),
    addResponsavel: () => setResponsavelAdded(true),
  };
}
