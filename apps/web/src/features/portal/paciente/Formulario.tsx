import type { Formulario as FormularioApi } from '@consultorio/contracts/portal';
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { useFormularioPortal, useResponderFormulario } from './api';
import { CampoDoFormulario } from './CampoDoFormulario';
import {
  errosAntesDeEnviar,
  errosDaApi,
  respostasDe,
  type ValoresDoFormulario,
  valoresIniciais,
} from './respostas';
import type { SecaoProps } from './secoes';
import { TituloDaSecao } from './TituloDaSecao';
import { useRascunho } from './useRascunho';

/**
 * One form being filled in (docs/decisions/0073-portal-forms.md): its fields drawn from the API's `campos`, required
 * ones marked, the draft saved by itself as the patient types, "Enviar respostas" once (the API's field errors on
 * their fields), then a clear "Enviado" state.
 */
export function Formulario({ token }: SecaoProps) {
  const { formularioId = '' } = useParams();
  const formulario = useFormularioPortal(formularioId);
  const voltar = (
    <Anchor component={Link} to={paths.portal(token, 'formularios')} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Voltar aos formulários
      </Group>
    </Anchor>
  );
  const f = formulario.data;
  return (
    <Stack gap="md">
      {voltar}
      <TituloDaSecao>{f?.titulo ?? 'Formulário'}</TituloDaSecao>
      <QueryError
        title="Não foi possível abrir o formulário"
        error={formulario.error}
        onRetry={formulario.refetch}
      />
      {formulario.isPending && <QueryLoading label="Carregando o formulário" blocks={[64, 64, 64]} />}
      {f && (f.status === 'pendente' ? <Preenchimento formulario={f} /> : <Enviado formulario={f} />)}
    </Stack>
  );
}

function Preenchimento({ formulario }: { formulario: FormularioApi }) {
  const { campos } = formulario;
  const form = useForm<ValoresDoFormulario>({
    mode: 'controlled',
    initialValues: valoresIniciais(campos, formulario.respostas),
  });
  const responder = useResponderFormulario(formulario.id);
  const rascunho = useRascunho(formulario.id, campos, form.values);
  const obrigatorios = campos.some((c) => c.obrigatorio || c.campos?.some((s) => s.obrigatorio));

  const enviar = form.onSubmit((valores) => {
    const locais = errosAntesDeEnviar(campos, valores);
    if (Object.keys(locais).length > 0) {
      form.setErrors(locais);
      return;
    }
    rascunho.cancelar();
    responder.mutate(
      { respostas: respostasDe(campos, valores), enviar: true },
      { onError: (e) => form.setErrors(errosDaApi(e)) },
    );
  });
  // An error of no field is said as it is; one of fields points at them (each says its own message).
  const erroDoEnvio = !responder.error
    ? null
    : Object.keys(errosDaApi(responder.error)).length === 0
      ? errorMessage(responder.error)
      : 'Confira os campos destacados do formulário.';

  return (
    <form onSubmit={enviar} noValidate aria-label={formulario.titulo}>
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          {obrigatorios ? 'Os campos marcados com * são obrigatórios. ' : ''}O que você escreve fica guardado
          como rascunho: pode parar e continuar depois. Só o seu psicólogo lê as respostas.
        </Text>
        {campos.map((c) => (
          <CampoDoFormulario key={c.campo} campo={c} form={form} />
        ))}
        <AvisoDeErro mensagem={erroDoEnvio} />
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed" role="status" aria-live="polite">
            {rascunho.situacao}
          </Text>
          <Button type="submit" size="md" loading={responder.isPending} leftSection={<IconSend size={18} />}>
            Enviar respostas
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Enviado({ formulario }: { formulario: FormularioApi }) {
  return (
    <Card withBorder padding="lg" role="status">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon color="teal" variant="light" radius="xl" size={44} aria-hidden>
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} fz="lg">
            Enviado
          </Text>
          <Text>
            Suas respostas chegaram ao seu psicólogo
            {formulario.respondido_em ? ` em ${formatDateTime(formulario.respondido_em)}` : ''}. Obrigado!
          </Text>
          <Text fz="sm" c="dimmed">
            Se precisar corrigir alguma coisa, fale com o seu psicólogo na próxima sessão.
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
