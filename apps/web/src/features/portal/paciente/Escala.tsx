import type { AplicacaoPortal } from '@consultorio/contracts/escalas';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconClipboardCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { ApiError } from '../../../lib/errors';
import { errorMessage } from '../../../lib/forms';
import { listaPt } from '../../../plano/format';
import { paths } from '../../../routes/paths';
import classes from './Escala.module.css';
import { EscalaRespondida } from './EscalaRespondida';
import { useEscalaPortal, useResponderEscala } from './escalasApi';
import type { SecaoProps } from './secoes';
import { TituloDaSecao } from './TituloDaSecao';

/** "a pergunta 4" / "as perguntas 4, 7 e 9". */
export function perguntasQueFaltam(numeros: number[]): string {
  const lista = listaPt(numeros.map(String));
  return numeros.length === 1
    ? `Falta responder a pergunta ${lista}.`
    : `Falta responder as perguntas ${lista}.`;
}

/**
 * One scale to answer (docs/decisions/0092-escalas-no-portal.md): the instruction, each item a radio group of the
 * four options — the texts exactly as the API sends them —, how many are answered, and "Enviar respostas", which
 * names the items still missing instead of sending. Then thanks, never a score; after an alert, the help.
 */
export function Escala({ token }: SecaoProps) {
  const { aplicacaoId = '' } = useParams();
  const escala = useEscalaPortal(aplicacaoId);
  const a = escala.data;
  // Answered already (on another phone, an earlier visit) or withdrawn by the psychologist: nothing to retry.
  const fora = escala.error instanceof ApiError && escala.error.status === 404;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.portal(token, 'formularios')} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Voltar aos formulários
        </Group>
      </Anchor>
      <TituloDaSecao>{a?.nome ?? 'Questionário'}</TituloDaSecao>
      {fora ? (
        <QueryEmpty
          variant="light"
          icon={<IconClipboardCheck size={28} stroke={1.6} />}
          title="Nada para responder aqui"
          description="Este questionário já foi respondido ou não está mais disponível."
        />
      ) : (
        <QueryError
          title="Não foi possível abrir o questionário"
          error={escala.error}
          onRetry={escala.refetch}
        />
      )}
      {escala.isPending && <QueryLoading label="Carregando o questionário" blocks={[64, 200, 200]} />}
      {a && <Respostas aplicacao={a} token={token} />}
    </Stack>
  );
}

function Respostas({ aplicacao: a, token }: { aplicacao: AplicacaoPortal; token: string }) {
  const [respostas, setRespostas] = useState<Array<number | null>>(() => a.itens.map(() => null));
  const [tentou, setTentou] = useState(false);
  const responder = useResponderEscala(a.id);
  const formRef = useRef<HTMLFormElement>(null);
  const faltam = a.itens.filter((_, i) => respostas[i] === null).map((it) => it.numero);
  const feitas = a.itens.length - faltam.length;

  if (responder.data) return <EscalaRespondida resposta={responder.data} token={token} />;

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    setTentou(true);
    if (faltam.length > 0) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="item-${faltam[0]}"]`)?.focus();
      return;
    }
    responder.mutate(respostas as number[]);
  };
  const marcar = (indice: number, valor: number) =>
    setRespostas((r) => r.map((v, i) => (i === indice ? valor : v)));
  const jaRespondida = responder.error instanceof ApiError && responder.error.status === 409;

  return (
    <form ref={formRef} onSubmit={enviar} noValidate aria-label={a.nome}>
      <Stack gap="md">
        <Text fw={500} fz="lg">
          {a.instrucao}
        </Text>
        {a.itens.map((item, i) => (
          <fieldset
            key={item.numero}
            className={classes.item}
            data-falta={tentou && respostas[i] === null ? '' : undefined}
          >
            <legend className={classes.pergunta}>
              {item.numero}. {item.texto}
            </legend>
            <div className={classes.opcoes}>
              {a.opcoes.map((o) => (
                <label key={o.valor} className={classes.opcao}>
                  <input
                    type="radio"
                    name={`item-${item.numero}`}
                    value={o.valor}
                    checked={respostas[i] === o.valor}
                    onChange={() => marcar(i, o.valor)}
                    aria-describedby={tentou && respostas[i] === null ? `falta-${item.numero}` : undefined}
                  />
                  <span>{o.texto}</span>
                </label>
              ))}
            </div>
            {tentou && respostas[i] === null && (
              <Text id={`falta-${item.numero}`} c="var(--mantine-color-error)" fz="sm" mt="xs">
                Escolha uma resposta para esta pergunta.
              </Text>
            )}
          </fieldset>
        ))}
        <AvisoDeErro mensagem={tentou && faltam.length > 0 ? perguntasQueFaltam(faltam) : null} />
        {responder.error && (
          <Alert color={jaRespondida ? 'blue' : 'red'} role="alert">
            {errorMessage(responder.error)}
            {jaRespondida && (
              <>
                {' '}
                <Anchor component={Link} to={paths.portal(token, 'formularios')}>
                  Voltar aos formulários
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed" role="status" aria-live="polite" data-testid="progresso">
            {feitas} de {a.itens.length} respondidas
          </Text>
          <Button type="submit" size="md" loading={responder.isPending} leftSection={<IconSend size={18} />}>
            Enviar respostas
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          {a.aviso}
        </Text>
      </Stack>
    </form>
  );
}
