import { cadastroRequestSchema, UNIQUE_USER_FIELDS, type UniqueUserField } from '@consultorio/contracts/auth';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { startSession } from '../../../api/session';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { passwordProblem } from '../../../lib/passwordStrength';
import { useCadastro, useLogin } from '../api';
import type { CadastroValues } from './CadastroForm';

const FIELDS = Object.keys({
  nome: 0,
  email: 0,
  cpf: 0,
  crp: 0,
  telefone: 0,
  senha: 0,
  senha_confirmacao: 0,
  aceite_termos: 0,
} satisfies Record<keyof CadastroValues, 0>);

/**
 * Creates the account: refuses a weak password and a taken e-mail, CPF, CRP or phone first, sends the sign-up
 * (its field errors on the fields), then logs in and starts the session.
 */
export function useCadastroSubmit({
  form,
  verifyUnique,
  onRegistered,
}: {
  form: UseFormReturnType<CadastroValues>;
  verifyUnique: (field: UniqueUserField, value: string) => Promise<boolean>;
  onRegistered: () => void;
}) {
  const cadastro = useCadastro();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const weak = await passwordProblem(values.senha, values);
    if (weak) {
      form.setFieldError('senha', weak);
      return;
    }
    const free = await Promise.all(UNIQUE_USER_FIELDS.map((f) => verifyUnique(f, values[f])));
    if (free.includes(false)) return;
    const { senha_confirmacao: _, ...body } = values;
    try {
      await cadastro.mutateAsync(cadastroRequestSchema.parse(body));
    } catch (error) {
      if (!applyApiFieldErrors(form, error, FIELDS)) setFormError(errorMessage(error));
      return;
    }
    try {
      const response = await login.mutateAsync({ email: values.email, senha: values.senha });
      startSession(response);
      notifications.show({
        color: 'green',
        title: 'Conta criada!',
        message: `Boas-vindas ao Consultório, ${response.usuario.nome.split(' ')[0]}.`,
      });
      onRegistered();
    } catch (error) {
      setFormError(
        `Sua conta foi criada, mas não conseguimos entrar: ${errorMessage(error)} Use a página Entrar.`,
      );
    }
  });

  return { submit, formError, loading: form.submitting || cadastro.isPending || login.isPending };
}
