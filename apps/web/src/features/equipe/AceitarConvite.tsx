import { aceiteTermosSchema } from '@consultorio/contracts/auth';
import { type ConviteAceitar, conviteAceitarSchema } from '@consultorio/contracts/equipe';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { startSession } from '../../api/session';
import { AceiteTermos } from '../../components/AceiteTermos';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { NovaSenhaCampo } from '../../components/NovaSenhaCampo';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useAceitarConvite, useConvitePublico } from './api';

/**
 * /convite/{token} (docs/product.md §15): who invites her, her e-mail, her name and a password with the sign-up's
 * rules; accepting logs her in and `onAceito` takes her to the app.
 */
export function AceitarConvite({ token, onAceito }: { token: string; onAceito: () => void }) {
  const convite = useConvitePublico(token);
  if (convite.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Carregando o convite" />
      </Group>
    );
  }
  if (convite.isError) {
    const invalido = convite.error instanceof ApiError && convite.error.status === 404;
    return (
      <Stack gap="md">
        <Alert
          color={invalido ? 'gray' : 'red'}
          role="alert"
          title={invalido ? 'Convite inválido' : undefined}
        >
          {invalido
            ? 'Este convite não existe, já foi usado ou expirou. Peça um novo convite à psicóloga.'
            : errorMessage(convite.error)}
        </Alert>
        <Anchor component={Link} to={paths.login} fw={600}>
          Ir para a entrada
        </Anchor>
      </Stack>
    );
  }
  const { email, nome, consultorio } = convite.data.convite;
  return <Formulario token={token} email={email} nome={nome} consultorio={consultorio} onAceito={onAceito} />;
}

function Formulario({
  token,
  email,
  nome,
  consultorio,
  onAceito,
}: {
  token: string;
  email: string;
  nome: string;
  consultorio: string;
  onAceito: () => void;
}) {
  const aceitar = useAceitarConvite(token);
  // The terms are ticked here as at sign-up: she gets a login of her own.
  const form = useForm<ConviteAceitar & { aceite_termos: boolean }>({
    initialValues: { nome, senha: '', aceite_termos: false },
    validate: zodResolver(conviteAceitarSchema.extend({ aceite_termos: aceiteTermosSchema })),
    validateInputOnBlur: true,
  });
  const enviar = form.onSubmit(({ nome: n, senha }) =>
    aceitar.mutate(
      { nome: n, senha },
      {
        onSuccess: (resposta) => {
          startSession(resposta);
          onAceito();
        },
        onError: (error) => applyApiFieldErrors(form, error, ['nome', 'senha']),
      },
    ),
  );
  const erroGeral =
    aceitar.error && !(aceitar.error instanceof ApiError && aceitar.error.errors)
      ? errorMessage(aceitar.error)
      : null;
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="md">
        <Text>
          <strong>{consultorio}</strong> convidou você para a equipe do consultório, como secretária. Você vai
          cuidar da agenda e do cadastro dos pacientes; os prontuários continuam só com a psicóloga.
        </Text>
        <TextInput label="E-mail" value={email} readOnly description="É com ele que você vai entrar." />
        <TextInput label="Seu nome" autoComplete="name" withAsterisk {...form.getInputProps('nome')} />
        <NovaSenhaCampo
          label="Crie uma senha"
          senha={form.values.senha}
          owner={{ nome: form.values.nome, email }}
          inputProps={form.getInputProps('senha')}
        />
        <AceiteTermos {...form.getInputProps('aceite_termos', { type: 'checkbox' })} />
        <AvisoDeErro mensagem={erroGeral} />
        <Button type="submit" loading={aceitar.isPending} fullWidth>
          Aceitar convite e entrar
        </Button>
      </Stack>
    </form>
  );
}
