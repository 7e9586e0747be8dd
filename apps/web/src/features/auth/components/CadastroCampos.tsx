import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NovaSenhaCampo } from '../../../components/NovaSenhaCampo';
import type { CadastroValues } from './CadastroForm';

type Form = UseFormReturnType<CadastroValues>;

/** The password with its strength meter, then its confirmation. */
export function SenhaCampos({ form }: { form: Form }) {
  return (
    <>
      <NovaSenhaCampo
        label="Senha"
        senha={form.values.senha}
        owner={{ nome: form.values.nome, email: form.values.email, cpf: form.values.cpf }}
        inputProps={form.getInputProps('senha')}
      />
      <PasswordInput
        label="Confirme a senha"
        autoComplete="new-password"
        withAsterisk
        aria-invalid={Boolean(form.errors.senha_confirmacao) || undefined}
        {...form.getInputProps('senha_confirmacao')}
      />
    </>
  );
}
