import { Anchor, Checkbox, PasswordInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NovaSenhaCampo } from '../../../components/NovaSenhaCampo';
import { paths } from '../../../routes/paths';
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

/** The acceptance of the Termos de Uso and the Política de Privacidade, each opening in a new tab. */
export function AceiteTermos({ form }: { form: Form }) {
  return (
    <Checkbox
      label={
        <Text size="sm" span>
          Li e aceito os{' '}
          <Anchor href={paths.termosUso} target="_blank" rel="noopener" size="sm">
            Termos de Uso
          </Anchor>{' '}
          e a{' '}
          <Anchor href={paths.politicaPrivacidade} target="_blank" rel="noopener" size="sm">
            Política de Privacidade
          </Anchor>
          .
        </Text>
      }
      {...form.getInputProps('aceite_termos', { type: 'checkbox' })}
    />
  );
}
