import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { useUpdateProfile } from '../../usuario/api';
import { PROFILE_FIELDS, type ProfileFormValues, toFormValues, toPayload } from './profileForm';

/**
 * Saves the profile; what the server saved becomes the form's new starting point. The API's field errors go to
 * their fields, any other error to the form's alert.
 */
export function useProfileSubmit(form: UseFormReturnType<ProfileFormValues>) {
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    update.mutate(toPayload(values), {
      onSuccess: (saved) => {
        const next = toFormValues(saved);
        form.setInitialValues(next);
        form.setValues(next);
        notifications.show({
          color: 'teal',
          title: 'Perfil atualizado',
          message: 'Seus dados foram salvos.',
        });
      },
      onError: (error) => {
        if (!applyApiFieldErrors(form, error, PROFILE_FIELDS)) setFormError(errorMessage(error));
      },
    });
  });

  return { submit, formError, saving: update.isPending };
}
