import { cadastroRequestSchema } from '@consultorio/contracts/auth';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { AceiteTermos } from '../../../components/AceiteTermos';
import { zodResolver } from '../../../lib/forms';
import { MaskedInput } from '../../../lib/masks';
import { withPasswordStrength } from '../../../lib/passwordStrength';
import { withPasswordConfirmation } from '../validation';
import { SenhaCampos } from './CadastroCampos';
import { useCadastroSubmit } from './useCadastroSubmit';
import { useDisponibilidade } from './useDisponibilidade';

export interface CadastroValues {
  nome: string;
  email: string;
  cpf: string;
  crp: string;
  telefone: string;
  senha: string;
  senha_confirmacao: string;
  aceite_termos: boolean;
}

/**
 * Errors shown when leaving a field. Not the two passwords: an error appearing on blur pushes what is below it
 * (the terms checkbox) while a finger is on its way there, so the tap misses (docs/decisions/0013-password-policy.md).
 * The strength meter says live what is wrong with the password; both fields get their errors on submit.
 */
const VALIDATE_ON_BLUR: Array<keyof CadastroValues> = ['nome', 'email', 'cpf', 'crp', 'telefone'];
const CRP_HINT = 'Região/número, ex.: 06/123456';

/** Sign-up (docs/product.md §2.1, §8.1): checks uniqueness on blur and again before submitting, then logs in. */
export function CadastroForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<CadastroValues>({
    initialValues: {
      nome: '',
      email: '',
      cpf: '',
      crp: '',
      telefone: '',
      senha: '',
      senha_confirmacao: '',
      aceite_termos: false,
    },
    validate: withPasswordConfirmation(
      withPasswordStrength(zodResolver<CadastroValues>(cadastroRequestSchema), (v) => v),
    ),
    validateInputOnBlur: VALIDATE_ON_BLUR,
  });

  const { verifyUnique, uniqueProps } = useDisponibilidade(form);
  const { submit, formError, loading } = useCadastroSubmit({ form, verifyUnique, onRegistered });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label="Nome completo"
          autoComplete="name"
          placeholder="Ex.: Ana Beatriz Souza"
          withAsterisk
          {...form.getInputProps('nome')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="voce@exemplo.com.br"
          withAsterisk
          {...uniqueProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MaskedInput mask="cpf" label="CPF" withAsterisk {...uniqueProps('cpf')} />
          <MaskedInput
            mask="crp"
            label="CRP"
            description={form.errors.crp ? undefined : CRP_HINT}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            {...uniqueProps('crp')}
          />
        </SimpleGrid>
        <MaskedInput
          mask="telefone"
          label="Telefone (com DDD)"
          autoComplete="tel-national"
          withAsterisk
          {...uniqueProps('telefone')}
        />
        <SenhaCampos form={form} />
        <AceiteTermos {...form.getInputProps('aceite_termos', { type: 'checkbox' })} />
        <Button type="submit" size="md" fullWidth loading={loading}>
          Criar conta
        </Button>
      </Stack>
    </form>
  );
}
