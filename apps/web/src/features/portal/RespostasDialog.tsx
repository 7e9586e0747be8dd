import { formatCep, formatCpf, formatTelefone } from '@consultorio/contracts/br';
import type {
  CampoFormulario,
  FormularioAplicarResponse,
  FormularioResumo,
  Respostas,
} from '@consultorio/contracts/portal';
import { Alert, Button, DataList, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useAplicarFormulario, useFormulario } from './api';

type Sub = Omit<CampoFormulario, 'campos'>;

/** An answer as the record shows it: dates dd/mm/aaaa, CPF, phone and CEP with their punctuation. */
function textoDaResposta(valor: unknown, tipo: Sub['tipo']): string | null {
  if (typeof valor !== 'string' || !valor.trim()) return null;
  if (tipo === 'data' && /^\d{4}-\d{2}-\d{2}$/.test(valor)) return formatDate(valor);
  if (tipo === 'cpf') return formatCpf(valor);
  if (tipo === 'telefone') return formatTelefone(valor);
  if (tipo === 'cep') return formatCep(valor);
  return valor;
}

function Resposta({ rotulo, valor }: { rotulo: string; valor: string | null }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{rotulo}</DataList.ItemLabel>
      <DataList.ItemValue style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {valor ?? '—'}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** The answers, field by field, in the model's order (a group's fields under its name). */
function ListaDeRespostas({ campos, respostas }: { campos: CampoFormulario[]; respostas: Respostas }) {
  return (
    <Stack gap="md">
      {campos.map((c) => {
        if (c.tipo !== 'grupo') {
          return (
            <DataList key={c.campo} size="sm" orientation="vertical">
              <Resposta rotulo={c.rotulo} valor={textoDaResposta(respostas[c.campo], c.tipo)} />
            </DataList>
          );
        }
        const grupo = respostas[c.campo];
        const valores = grupo && typeof grupo === 'object' ? grupo : {};
        return (
          <Stack key={c.campo} gap={4}>
            <Title order={3} fz="sm">
              {c.rotulo}
            </Title>
            <DataList size="sm" gap={4} labelWidth={150}>
              {(c.campos ?? []).map((s) => (
                <Resposta key={s.campo} rotulo={s.rotulo} valor={textoDaResposta(valores[s.campo], s.tipo)} />
              ))}
            </DataList>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** What applying did, in the fields' own names. */
function Resultado({ r, campos }: { r: FormularioAplicarResponse; campos: CampoFormulario[] }) {
  const rotulo = (c: string) => campos.find((x) => x.campo === c)?.rotulo ?? c;
  const ficha = r.formulario.modelo === 'ficha_cadastral';
  return (
    <Alert color="teal" role="status" icon={<IconCheck />} title="Respostas aplicadas">
      <Text fz="sm">
        {r.aplicados.length === 0
          ? 'Nada mudou: não havia resposta nova para aplicar.'
          : `${ficha ? 'No cadastro' : 'Na anamnese'}: ${r.aplicados.map(rotulo).join('; ')}.`}
      </Text>
      {r.mantidos.length > 0 && (
        <Text fz="sm" mt={4}>
          Mantidos como estavam (a anamnese já tinha texto): {r.mantidos.map(rotulo).join('; ')}.
        </Text>
      )}
    </Alert>
  );
}

/**
 * A form's answers and "Aplicar": the ficha writes the record (its rules; a CPF of another patient → 409), the
 * pré-anamnese creates the anamnese or fills only its empty fields — her text is never overwritten.
 */
export function RespostasDialog({
  pacienteId,
  resumo,
  onClose,
}: {
  pacienteId: string;
  resumo: FormularioResumo | null;
  onClose: () => void;
}) {
  const formulario = useFormulario(resumo?.id ?? null);
  const aplicar = useAplicarFormulario(pacienteId);
  const f = formulario.data;
  const ficha = resumo?.modelo === 'ficha_cadastral';
  const fechar = () => {
    aplicar.reset();
    onClose();
  };
  return (
    <Modal opened={resumo !== null} onClose={fechar} title={resumo?.titulo ?? ''} size="lg" centered>
      <Stack gap="md">
        {resumo?.respondido_em && (
          <Text fz="sm" c="dimmed">
            Respondido pelo paciente em {formatDateTime(resumo.respondido_em)}.
          </Text>
        )}
        <QueryError
          title="Não foi possível carregar as respostas"
          error={formulario.error}
          onRetry={formulario.refetch}
        />
        {formulario.isPending && resumo && <QueryLoading label="Carregando as respostas" blocks={[160]} />}
        {f && <ListaDeRespostas campos={f.campos} respostas={f.respostas} />}
        {aplicar.data && f && <Resultado r={aplicar.data} campos={f.campos} />}
        <AvisoDeErro mensagem={aplicar.error ? errorMessage(aplicar.error) : null} />
        <Text fz="sm" c="dimmed">
          {ficha
            ? 'Aplicar grava no cadastro do paciente os campos que ele preencheu.'
            : 'Aplicar preenche só os campos vazios da anamnese: o que você já escreveu não muda.'}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={fechar}>
            Voltar
          </Button>
          <Button
            loading={aplicar.isPending}
            disabled={!f || aplicar.isSuccess}
            onClick={() => resumo && aplicar.mutate(resumo.id)}
          >
            {ficha ? 'Aplicar ao cadastro' : 'Aplicar à anamnese'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
