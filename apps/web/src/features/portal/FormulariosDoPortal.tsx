import {
  type FormularioResumo,
  MODELO_FORMULARIO_LABELS,
  type ModeloFormulario,
  type StatusFormulario,
} from '@consultorio/contracts/portal';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconClipboardPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ehSecretaria } from '../../api/session';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useEnviarFormulario, useFormulariosDoPaciente, useRecolherFormulario } from './api';
import { RespostasDialog } from './RespostasDialog';

const STATUS: Record<StatusFormulario, { rotulo: string; cor: string }> = {
  pendente: { rotulo: 'Aguardando o paciente', cor: 'gray' },
  respondido: { rotulo: 'Respondido', cor: 'blue' },
  aplicado: { rotulo: 'Aplicado', cor: 'teal' },
};

/** The models this person may send: the pré-anamnese is clinical, never the secretária's (docs/product.md §17). */
const modelosPermitidos = (): ModeloFormulario[] =>
  ehSecretaria() ? ['ficha_cadastral'] : ['ficha_cadastral', 'pre_anamnese'];

const datas = (f: FormularioResumo) =>
  [
    `enviado em ${formatDate(f.enviado_em)}`,
    f.respondido_em && `respondido em ${formatDate(f.respondido_em)}`,
    f.aplicado_em && `aplicado em ${formatDate(f.aplicado_em)}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The forms sent to the patient's page, the latest first, each with its state; "Aplicar" opens the answers and
 * writes them into the record or the anamnese; "Recolher" takes back one still waiting (sent by mistake, or no
 * longer needed). Sends a new ficha cadastral or pré-anamnese.
 */
export function FormulariosDoPortal({ pacienteId, linkAtivo }: { pacienteId: string; linkAtivo: boolean }) {
  const formularios = useFormulariosDoPaciente(pacienteId);
  const enviar = useEnviarFormulario(pacienteId);
  const recolher = useRecolherFormulario(pacienteId);
  const [aberto, setAberto] = useState<FormularioResumo | null>(null);
  const lista = formularios.data;

  const enviarModelo = (modelo: ModeloFormulario) =>
    enviar.mutate(modelo, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: `${MODELO_FORMULARIO_LABELS[modelo]} enviada`,
          message: linkAtivo
            ? 'O paciente já pode preencher na área do paciente.'
            : 'Crie o link da área do paciente para ele poder preencher.',
        }),
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível enviar', message: errorMessage(e) }),
    });

  const pedirRecolher = (f: FormularioResumo) =>
    modals.openConfirmModal({
      title: `Recolher a ${f.titulo.toLowerCase()}?`,
      centered: true,
      children: (
        <Text fz="sm">
          Ela sai da área do paciente, com o que ele tiver começado a preencher. Você pode enviar outra quando
          quiser.
        </Text>
      ),
      labels: { confirm: 'Recolher', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        recolher.mutate(f.id, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: `${f.titulo} recolhida`,
              message: 'Não está mais na área do paciente.',
            }),
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: 'Não foi possível recolher',
              message: errorMessage(e),
            }),
        }),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby={`formularios-${pacienteId}`}>
      <Title order={4} fz="h5" id={`formularios-${pacienteId}`}>
        Formulários
      </Title>
      <QueryError
        title="Não foi possível carregar os formulários"
        error={formularios.error}
        onRetry={formularios.refetch}
      />
      {formularios.isPending && !formularios.isError && (
        <QueryLoading label="Carregando os formulários" blocks={[48]} />
      )}
      {lista && lista.length === 0 && (
        <Text fz="sm" c="dimmed">
          Nenhum formulário enviado. O paciente preenche pela área do paciente, e você aplica as respostas ao
          cadastro ou à anamnese.
        </Text>
      )}
      {lista && lista.length > 0 && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {lista.map((f) => (
            <FormularioEnviado
              key={f.id}
              f={f}
              recolhendo={recolher.isPending && recolher.variables === f.id}
              onRecolher={() => pedirRecolher(f)}
              onAbrir={() => setAberto(f)}
            />
          ))}
        </Stack>
      )}
      <Group gap="xs">
        {modelosPermitidos().map((modelo) => (
          <Button
            key={modelo}
            variant="default"
            size="sm"
            leftSection={<IconClipboardPlus size={16} />}
            loading={enviar.isPending && enviar.variables === modelo}
            onClick={() => enviarModelo(modelo)}
          >
            Enviar {MODELO_FORMULARIO_LABELS[modelo].toLowerCase()}
          </Button>
        ))}
      </Group>
      <RespostasDialog pacienteId={pacienteId} resumo={aberto} onClose={() => setAberto(null)} />
    </Stack>
  );
}

/** One form sent: its title, state and dates; "Recolher" while it waits, "Aplicar" or "Ver respostas" after. */
function FormularioEnviado({
  f,
  recolhendo,
  onRecolher,
  onAbrir,
}: {
  f: FormularioResumo;
  recolhendo: boolean;
  onRecolher: () => void;
  onAbrir: () => void;
}) {
  return (
    <Group component="li" justify="space-between" gap="xs" py={6} data-testid="formulario-enviado">
      <div>
        <Group gap="xs">
          <Text fw={600} fz="sm">
            {f.titulo}
          </Text>
          <Badge size="sm" variant="light" color={STATUS[f.status].cor}>
            {STATUS[f.status].rotulo}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          {datas(f)}
        </Text>
      </div>
      {f.status === 'pendente' ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={recolhendo}
          onClick={onRecolher}
          aria-label={`Recolher: ${f.titulo} de ${formatDate(f.enviado_em)}`}
        >
          Recolher
        </Button>
      ) : (
        <Button
          size="xs"
          variant={f.status === 'respondido' ? 'filled' : 'default'}
          onClick={onAbrir}
          aria-label={`${f.status === 'respondido' ? 'Aplicar' : 'Ver respostas'}: ${f.titulo} de ${formatDate(f.enviado_em)}`}
        >
          {f.status === 'respondido' ? 'Aplicar' : 'Ver respostas'}
        </Button>
      )}
    </Group>
  );
}
