import { MSG_PORTAL, PORTAL_CODIGO_MINUTOS } from '@consultorio/contracts/portal';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconLogin2, IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../lib/forms';
import { brDateToIso, MaskedInput } from '../../../lib/masks';
import type { PortalSessao } from '../../../lib/storage';
import { useAcessoPortal, useEntrarPortal, useEnviarCodigo } from './api';

interface EntradaProps {
  token: string;
  /** Why the patient is here again (the session ended, they left): shown above the form. */
  aviso: string | null;
  onEntrou: (sessao: PortalSessao) => void;
}

/**
 * The entry of the patient's page (docs/product.md §17): the link asks the birth date on file or, when there is
 * none, a 6-digit code e-mailed to the patient. Every failure has the API's one message; a paused link says when
 * to try again.
 */
export function Entrada({ token, aviso, onEntrou }: EntradaProps) {
  const acesso = useAcessoPortal(token);
  if (acesso.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Carregando" />
      </Group>
    );
  }
  if (acesso.isError) {
    const invalido = acesso.error instanceof ApiError && acesso.error.status === 404;
    return (
      <Alert color={invalido ? 'gray' : 'red'} role="alert" title={invalido ? 'Link inválido' : undefined}>
        {invalido ? MSG_PORTAL.linkInvalido : errorMessage(acesso.error)}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {aviso && (
        <Alert color="blue" role="status">
          {aviso}
        </Alert>
      )}
      {acesso.data.metodo === 'data_nascimento' ? (
        <PorDataDeNascimento token={token} onEntrou={onEntrou} />
      ) : (
        <PorCodigo token={token} onEntrou={onEntrou} />
      )}
    </Stack>
  );
}

type ComLink = Pick<EntradaProps, 'token' | 'onEntrou'>;

function PorDataDeNascimento({ token, onEntrou }: ComLink) {
  const entrar = useEntrarPortal(token);
  const [data, setData] = useState('');
  const [erroCampo, setErroCampo] = useState<string | null>(null);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const iso = brDateToIso(data);
    if (!iso) {
      setErroCampo('Informe a data completa, no formato dd/mm/aaaa (por exemplo, 05/03/1990).');
      return;
    }
    setErroCampo(null);
    entrar.mutate({ data_nascimento: iso }, { onSuccess: onEntrou });
  };

  return (
    <form onSubmit={enviar} noValidate aria-label="Entrar na área do paciente">
      <Stack gap="md">
        <Text fz="md">Para sua segurança, confirme a sua data de nascimento.</Text>
        <MaskedInput
          mask="data"
          label="Data de nascimento"
          autoComplete="bday"
          required
          size="md"
          value={data}
          onChange={setData}
          error={erroCampo}
        />
        <ErroDeEntrada error={entrar.error} />
        <Button type="submit" size="md" loading={entrar.isPending} leftSection={<IconLogin2 size={18} />}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}

function PorCodigo({ token, onEntrou }: ComLink) {
  const enviarCodigo = useEnviarCodigo(token);
  const entrar = useEntrarPortal(token);
  const [codigo, setCodigo] = useState('');
  const [erroCampo, setErroCampo] = useState<string | null>(null);

  if (!enviarCodigo.isSuccess) {
    return (
      <Stack gap="md">
        <Text fz="md">
          Para sua segurança, vamos enviar um código de 6 números para o e-mail que está no seu cadastro.
        </Text>
        <ErroDeEntrada error={enviarCodigo.error} />
        <Button
          size="md"
          loading={enviarCodigo.isPending}
          leftSection={<IconMail size={18} />}
          onClick={() => enviarCodigo.mutate()}
        >
          Enviar código por e-mail
        </Button>
      </Stack>
    );
  }

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(codigo)) {
      setErroCampo('O código tem 6 números.');
      return;
    }
    setErroCampo(null);
    entrar.mutate({ codigo }, { onSuccess: onEntrou });
  };

  return (
    <form onSubmit={enviar} noValidate aria-label="Entrar na área do paciente">
      <Stack gap="md">
        <Alert color="teal" role="status">
          Enviamos o código para o seu e-mail. Ele vale por {PORTAL_CODIGO_MINUTOS} minutos.
        </Alert>
        <TextInput
          label="Código recebido por e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          size="md"
          value={codigo}
          onChange={(e) => setCodigo(e.currentTarget.value.replace(/\D/g, ''))}
          error={erroCampo}
        />
        <ErroDeEntrada error={entrar.error} />
        <Button type="submit" size="md" loading={entrar.isPending} leftSection={<IconLogin2 size={18} />}>
          Entrar
        </Button>
        <Button variant="subtle" onClick={() => enviarCodigo.mutate()} loading={enviarCodigo.isPending}>
          Enviar outro código
        </Button>
      </Stack>
    </form>
  );
}

/** The API's one message for a failed entry (401), a paused link (429) or anything else. */
function ErroDeEntrada({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
