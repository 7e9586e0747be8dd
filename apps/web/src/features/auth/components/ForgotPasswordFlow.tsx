import { senhaSchema } from '@consultorio/contracts/auth';
import { MSG } from '@consultorio/contracts/messages';
import { emailSchema } from '@consultorio/contracts/pessoa';
import { z } from '@consultorio/contracts/zod';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Input,
  PasswordInput,
  PinInput,
  Stack,
  Stepper,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInterval } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconMail } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../../lib/forms';
import { passwordProblem, withPasswordStrength } from '../../../lib/passwordStrength';
import { paths } from '../../../routes/paths';
import { useResetPassword, useSendResetCode, useVerifyResetCode } from '../api';
import { withPasswordConfirmation } from '../validation';

const RESEND_SECONDS = 60;
const emailFormSchema = z.object({ email: emailSchema });
const novaSenhaSchema = z.object({ senha: senhaSchema });

/** Forgotten password in three steps (docs/product.md §2.1): e-mail → 6-digit code → new password. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState('');
  const [codigo, setCodigo] = useState('');

  return (
    <Stepper
      active={step}
      size="sm"
      allowNextStepsSelect={false}
      onStepClick={setStep}
      labelPosition="bottom"
      contentPadding="lg"
    >
      <Stepper.Step label="E-mail">
        <EmailStep
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setCodigo('');
            setStep(1);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label="Código">
        <CodeStep
          email={email}
          onVerified={(verified) => {
            setCodigo(verified);
            setStep(2);
          }}
          onChangeEmail={() => setStep(0)}
        />
      </Stepper.Step>
      <Stepper.Step label="Nova senha">
        <NewPasswordStep
          email={email}
          codigo={codigo}
          onDone={() => setStep(3)}
          onRestart={() => setStep(0)}
        />
      </Stepper.Step>
      <Stepper.Completed>
        <Stack align="center" gap="sm" py="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCheck size={30} />
          </ThemeIcon>
          <Title order={3}>Senha redefinida</Title>
          <Text c="dimmed" size="sm">
            Pronto! Use a nova senha para entrar. Por segurança, as sessões abertas em outros aparelhos foram
            encerradas.
          </Text>
          <Button component={Link} to={paths.login} size="md" mt="xs">
            Ir para o login
          </Button>
        </Stack>
      </Stepper.Completed>
    </Stepper>
  );
}

function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const send = useSendResetCode();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: zodResolver<{ email: string }>(emailFormSchema),
  });
  const submit = form.onSubmit(({ email }) => {
    const clean = email.trim().toLowerCase();
    send.mutate({ email: clean }, { onSuccess: () => onSent(clean) });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Informe o e-mail da sua conta. Enviaremos um código de 6 dígitos, válido por 15 minutos.
        </Text>
        {send.error && <ErrorAlert message={errorMessage(send.error)} />}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          placeholder="voce@exemplo.com.br"
          leftSection={<IconMail size={16} />}
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          Enviar código
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep(props: { email: string; onVerified: (codigo: string) => void; onChangeEmail: () => void }) {
  const verify = useVerifyResetCode();
  const resend = useSendResetCode();
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState(RESEND_SECONDS);
  const countdown = useInterval(() => setWait((s) => Math.max(0, s - 1)), 1000, { autoInvoke: true });
  useEffect(() => {
    if (wait === 0) countdown.stop();
  }, [wait, countdown]);

  const check = (value: string) => {
    if (!/^\d{6}$/.test(value)) {
      setError('O código tem 6 dígitos.');
      return;
    }
    setError(null);
    verify.mutate(
      { email: props.email, codigo: value },
      { onSuccess: () => props.onVerified(value), onError: (e) => setError(errorMessage(e)) },
    );
  };

  const again = () =>
    resend.mutate(
      { email: props.email },
      {
        onSuccess: () => {
          setCodigo('');
          setError(null);
          setWait(RESEND_SECONDS);
          countdown.start();
          notifications.show({ color: 'green', title: 'Código reenviado', message: MSG.resetCodeSent });
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        check(codigo);
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Se <b>{props.email}</b> estiver cadastrado, você receberá um código de 6 dígitos. Confira também a
          caixa de spam.
        </Text>
        <Input.Wrapper label="Código de verificação" error={error} ta="center">
          <Center mt={6}>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              size="md"
              value={codigo}
              onChange={setCodigo}
              onComplete={check}
              error={Boolean(error)}
              aria-label="Código de verificação"
              autoFocus
            />
          </Center>
        </Input.Wrapper>
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          Verificar código
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={props.onChangeEmail}>
            Usar outro e-mail
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={again}
            disabled={wait > 0 || resend.isPending}
          >
            {wait > 0 ? `Reenviar código em ${wait}s` : 'Reenviar código'}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

interface NovaSenhaValues {
  senha: string;
  senha_confirmacao: string;
}

function NewPasswordStep(props: {
  email: string;
  codigo: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NovaSenhaValues>({
    initialValues: { senha: '', senha_confirmacao: '' },
    // Errors on submit only: one appearing on blur would move the button under a finger
    // (docs/decisions/0013-password-policy.md).
    validate: withPasswordConfirmation(
      withPasswordStrength(zodResolver<NovaSenhaValues>(novaSenhaSchema), () => ({ email: props.email })),
    ),
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    const weak = await passwordProblem(values.senha, { email: props.email });
    if (weak) {
      form.setFieldError('senha', weak);
      return;
    }
    reset.mutate(
      { email: props.email, codigo: props.codigo, ...values },
      {
        onSuccess: props.onDone,
        onError: (e) => {
          if (!applyApiFieldErrors(form, e, ['senha', 'senha_confirmacao'])) setError(errorMessage(e));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <ErrorAlert message={error}>
            <Anchor component="button" type="button" size="sm" onClick={props.onRestart}>
              Solicitar um novo código
            </Anchor>
          </ErrorAlert>
        )}
        <div>
          <PasswordInput
            label="Nova senha"
            autoComplete="new-password"
            aria-invalid={Boolean(form.errors.senha) || undefined}
            {...form.getInputProps('senha')}
          />
          <PasswordStrength
            senha={form.values.senha}
            owner={{ email: props.email }}
            hideReason={Boolean(form.errors.senha)}
          />
        </div>
        <PasswordInput
          label="Confirme a nova senha"
          autoComplete="new-password"
          aria-invalid={Boolean(form.errors.senha_confirmacao) || undefined}
          {...form.getInputProps('senha_confirmacao')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Redefinir senha
        </Button>
      </Stack>
    </form>
  );
}

function ErrorAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Stack gap={4} align="flex-start">
        <span>{message}</span>
        {children}
      </Stack>
    </Alert>
  );
}
