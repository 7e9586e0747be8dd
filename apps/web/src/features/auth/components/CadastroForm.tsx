import { cadastroRequestSchema, UNIQUE_USER_FIELDS, type UniqueUserField } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import { cpfSchema, crpSchema, emailSchema, telefoneSchema } from '@consultorio/contracts/pessoa';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FocusEvent, useState } from 'react';
import { startSession } from '../../../api/session';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../../lib/forms';
import { MaskedInput } from '../../../lib/masks';
import { passwordProblem, withPasswordStrength } from '../../../lib/passwordStrength';
import { paths } from '../../../routes/paths';
import { useCadastro, useCheckDisponivel, useLogin } from '../api';
import { withPasswordConfirmation } from '../validation';

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

const FIELD_SCHEMAS = { email: emailSchema, cpf: cpfSchema, crp: crpSchema, telefone: telefoneSchema };

/**
 * Errors shown when leaving a field. Not the two passwords: an error appearing on blur pushes what is below it
 * (the terms checkbox) while a finger is on its way there, so the tap misses (docs/decisions/0013-password-policy.md).
 * The strength meter says live what is wrong with the password; both fields get their errors on submit.
 */
const VALIDATE_ON_BLUR: Array<keyof CadastroValues> = ['nome', 'email', 'cpf', 'crp', 'telefone'];
const CRP_HINT = 'Região/número, ex.: 06/123456';

/** Sign-up (docs/product.md §2.1, §8.1): checks uniqueness on blur and again before submitting, then logs in. */
export function CadastroForm({ onRegistered }: { onRegistered: () => void }) {
  const cadastro = useCadastro();
  const login = useLogin();
  const checkDisponivel = useCheckDisponivel();
  const [checking, setChecking] = useState<Partial<Record<UniqueUserField, boolean>>>({});
  const [confirmedFree, setConfirmedFree] = useState<Partial<Record<UniqueUserField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

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

  /** true = free or unknown (the server decides on submit), false = taken (the error is on the field). */
  async function verifyUnique(field: UniqueUserField, value: string): Promise<boolean> {
    if (!FIELD_SCHEMAS[field].safeParse(value).success) return true;
    setChecking((c) => ({ ...c, [field]: true }));
    const disponivel = await checkDisponivel(field, value);
    setChecking((c) => ({ ...c, [field]: false }));
    if (form.getValues()[field] !== value) return true; // the user typed on meanwhile
    if (disponivel === false) {
      form.setFieldError(field, MSG.duplicate[field]);
      return false;
    }
    if (disponivel) setConfirmedFree((c) => ({ ...c, [field]: value }));
    return true;
  }

  const uniqueProps = (field: UniqueUserField) => {
    const props = form.getInputProps(field);
    const value = form.values[field];
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        void verifyUnique(field, value);
      },
      rightSection: checking[field] ? (
        <Loader size={16} aria-label="Verificando" />
      ) : confirmedFree[field] === value && !form.errors[field] ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-filled)" aria-label="Disponível" />
      ) : null,
    };
  };

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
        <div>
          <PasswordInput
            label="Senha"
            autoComplete="new-password"
            withAsterisk
            aria-invalid={Boolean(form.errors.senha) || undefined}
            {...form.getInputProps('senha')}
          />
          <PasswordStrength
            senha={form.values.senha}
            owner={{ nome: form.values.nome, email: form.values.email, cpf: form.values.cpf }}
            hideReason={Boolean(form.errors.senha)}
          />
        </div>
        <PasswordInput
          label="Confirme a senha"
          autoComplete="new-password"
          withAsterisk
          aria-invalid={Boolean(form.errors.senha_confirmacao) || undefined}
          {...form.getInputProps('senha_confirmacao')}
        />
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
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={form.submitting || cadastro.isPending || login.isPending}
        >
          Criar conta
        </Button>
      </Stack>
    </form>
  );
}
