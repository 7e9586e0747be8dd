import { MSG } from '@consultorio/contracts/messages';
import type { FormErrors } from '@mantine/form';

/** Adds the "confirm the password" rule, which must show even while other fields are still invalid. */
export function withPasswordConfirmation<Values extends { senha: string; senha_confirmacao: string }>(
  resolve: (values: Values) => FormErrors,
) {
  return (values: Values): FormErrors => {
    const errors = { ...resolve(values) };
    delete errors.senha_confirmacao;
    if (!values.senha_confirmacao) errors.senha_confirmacao = 'Confirme a senha.';
    else if (values.senha_confirmacao !== values.senha) errors.senha_confirmacao = MSG.passwordMismatch;
    return errors;
  };
}
