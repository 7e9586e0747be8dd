import { type TermoPortal, termoAssinarSchema } from '@consultorio/contracts/termos';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import classes from './Portal.module.css';
import type { SecaoProps } from './secoes';
import { TituloDaSecao } from './TituloDaSecao';
import { useAbrirTermo, useAssinarTermo, useRecusarTermo, useTermoPortal } from './termosApi';

/**
 * One term: its text as sent, then — while it waits — the signature (full name, CPF, who signs, the kinship of a
 * guardian, "Li e concordo") or the refusal; the signature carries the text's hash, so what is signed is what was
 * read (docs/decisions/0081-term-signature-evidence.md).
 */
export function Termo({ token }: SecaoProps) {
  const { termoId = '' } = useParams();
  const termo = useTermoPortal(termoId);
  const abrir = useAbrirTermo();
  const t = termo.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.portal(token, 'termos')} fz="sm">
        ← Voltar aos termos
      </Anchor>
      <QueryError title="Não foi possível abrir o termo" error={termo.error} onRetry={termo.refetch} />
      {termo.isPending && <QueryLoading label="Carregando o termo" blocks={[320]} />}
      {t && (
        <>
          <TituloDaSecao>{t.titulo}</TituloDaSecao>
          <Card withBorder padding="md">
            <Text className={classes.textoDoTermo} data-testid="texto-do-termo">
              {t.texto}
            </Text>
          </Card>
          <Group>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={17} />}
              onClick={() => abrir.mutate(t.id)}
            >
              Abrir PDF
            </Button>
          </Group>
          <AvisoDeErro mensagem={abrir.error ? errorMessage(abrir.error) : null} />
          {t.status === 'pendente' ? <Assinatura termo={t} /> : <Situacao termo={t} />}
        </>
      )}
    </Stack>
  );
}

function Situacao({ termo: t }: { termo: TermoPortal }) {
  const texto =
    t.status === 'assinado'
      ? `Assinado em ${formatDateTime(t.assinado_em)}. O registro da assinatura está no PDF.`
      : t.status === 'recusado'
        ? 'Você recusou este termo. Se quiser conversar sobre ele, fale com o seu psicólogo.'
        : 'Este termo foi cancelado pelo seu psicólogo.';
  return (
    <Alert
      color={t.status === 'assinado' ? 'teal' : 'gray'}
      role="status"
      title={t.status === 'assinado' ? 'Assinado' : undefined}
    >
      {texto}
    </Alert>
  );
}

interface Valores {
  nome_completo: string;
  cpf: string;
  papel: 'paciente' | 'responsavel';
  parentesco: string;
  aceite: boolean;
  hash: string;
}

function Assinatura({ termo: t }: { termo: TermoPortal }) {
  const responsavel = t.modelo === 'autorizacao_responsavel';
  const assinar = useAssinarTermo(t.id);
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: {
      nome_completo: '',
      cpf: '',
      papel: responsavel ? 'responsavel' : 'paciente',
      parentesco: '',
      aceite: false,
      hash: t.hash,
    },
    validate: zodResolver(termoAssinarSchema),
  });
  const campos = ['nome_completo', 'cpf', 'papel', 'parentesco', 'aceite'] as const;
  const submit = form.onSubmit((v) => {
    setErro(null);
    assinar.mutate(
      { ...v, aceite: true, parentesco: v.papel === 'responsavel' ? v.parentesco : null },
      { onError: (e) => !applyApiFieldErrors(form, e, campos) && setErro(errorMessage(e)) },
    );
  });
  return (
    <Card withBorder padding="md" component="section" aria-label="Assinar o termo">
      <form onSubmit={submit} noValidate aria-label="Assinar o termo">
        <Stack gap="md">
          <Text fw={600}>Assinar</Text>
          <AvisoDeErro mensagem={erro} />
          <TextInput
            label="Nome completo de quem assina"
            required
            autoComplete="name"
            {...form.getInputProps('nome_completo')}
          />
          <TextInput label="CPF de quem assina" required inputMode="numeric" {...form.getInputProps('cpf')} />
          <Radio.Group label="Quem assina" required {...form.getInputProps('papel')}>
            <Stack gap="xs" mt={6}>
              {!responsavel && <Radio value="paciente" label="Eu, o paciente" />}
              <Radio value="responsavel" label="O responsável legal pelo paciente" />
            </Stack>
          </Radio.Group>
          {form.values.papel === 'responsavel' && (
            <TextInput
              label="Parentesco com o paciente"
              required
              placeholder="mãe, pai, tutor(a)…"
              {...form.getInputProps('parentesco')}
            />
          )}
          <Checkbox
            label="Li o termo acima e concordo com ele"
            {...form.getInputProps('aceite', { type: 'checkbox' })}
          />
          <Text fz="xs" c="dimmed">
            Assinatura eletrônica simples (Lei nº 14.063/2020): ficam registrados o nome, o CPF, a data e a
            hora, o endereço de internet e o navegador usados.
          </Text>
          <Button type="submit" loading={assinar.isPending} leftSection={<IconSignature size={17} />}>
            Assinar
          </Button>
        </Stack>
      </form>
      <Recusa termo={t} />
    </Card>
  );
}

function Recusa({ termo: t }: { termo: TermoPortal }) {
  const recusar = useRecusarTermo(t.id);
  const [aberta, setAberta] = useState(false);
  const [motivo, setMotivo] = useState('');
  if (!aberta) {
    return (
      <Button variant="subtle" color="red" mt="sm" onClick={() => setAberta(true)}>
        Não quero assinar
      </Button>
    );
  }
  return (
    <Stack gap="sm" mt="md">
      <Textarea
        label="Motivo (opcional)"
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        maxLength={500}
      />
      <AvisoDeErro mensagem={recusar.error ? errorMessage(recusar.error) : null} />
      <Group gap="sm">
        <Button color="red" loading={recusar.isPending} onClick={() => recusar.mutate(motivo)}>
          Recusar o termo
        </Button>
        <Button variant="default" onClick={() => setAberta(false)}>
          Voltar
        </Button>
      </Group>
    </Stack>
  );
}
