import {
  ACCEPT_ANEXOS,
  type AnexoStats,
  MAX_DESCRICAO,
  TIPO_ANEXO_LABELS,
  tipoPorNome,
} from '@consultorio/contracts/anexos';
import { remaining } from '@consultorio/contracts/planos';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Progress,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck, IconFileX, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { formatTamanho } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { ZonaDeArquivos } from '../ZonaDeArquivos';
import classes from './FilaEnvio.module.css';
import { COR_POR_TIPO, ICONE_POR_TIPO } from './format';

type Estado = 'pendente' | 'enviando' | 'processando' | 'enviado' | 'erro';

interface Item {
  id: string;
  file: File;
  descricao: string;
  estado: Estado;
  progresso: number;
  erro?: string;
}

let sequence = 0;
const novoItem = (file: File): Item => ({
  id: `arquivo-${++sequence}`,
  file,
  descricao: '',
  estado: 'pendente',
  progresso: 0,
});

const REJEICOES: Record<string, string> = {
  'file-invalid-type': 'tipo não permitido',
  'file-too-large': 'grande demais',
};

/** One file to send, with its description; `onProgress` gets the fraction sent (0 to 1). */
export interface EnvioArquivo {
  file: File;
  descricao: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one file: resolves once it is stored, rejects with the reason (an ApiError 403 stops the queue). */
export type EnviarArquivo = (envio: EnvioArquivo) => Promise<unknown>;

/**
 * The queue's state: the files, and sending the waiting ones one by one. Each keeps its own progress and answer;
 * a refusal by the plan (403) stops the queue, as the next files would be refused too.
 */
function useFila(enviar: EnviarArquivo) {
  const [itens, setItens] = useState<Item[]>([]);
  const [enviando, setEnviando] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const pendentes = itens.filter((i) => i.estado === 'pendente' || i.estado === 'erro');
  const update = (id: string, patch: Partial<Item>) =>
    setItens((list) => list.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  async function enviarTodos() {
    const fila = pendentes;
    const controller = new AbortController();
    abort.current = controller;
    setEnviando(true);
    let enviados = 0;
    for (const item of fila) {
      if (controller.signal.aborted) break;
      update(item.id, { estado: 'enviando', progresso: 0, erro: undefined });
      try {
        await enviar({
          file: item.file,
          descricao: item.descricao,
          signal: controller.signal,
          onProgress: (fraction) =>
            update(item.id, { progresso: fraction, estado: fraction >= 1 ? 'processando' : 'enviando' }),
        });
        update(item.id, { estado: 'enviado', progresso: 1 });
        enviados += 1;
      } catch (error) {
        const cancelado = controller.signal.aborted;
        update(item.id, {
          estado: cancelado ? 'pendente' : 'erro',
          progresso: 0,
          erro: cancelado ? undefined : errorMessage(error),
        });
        // The plan refuses (limit reached, paused): the next files would be refused too.
        if (error instanceof ApiError && error.status === 403) break;
      }
    }
    abort.current = null;
    setEnviando(false);
    setItens((list) => list.filter((i) => i.estado !== 'enviado'));
    if (enviados > 0) {
      notifications.show({
        color: 'teal',
        title: enviados === 1 ? 'Arquivo enviado' : `${enviados} arquivos enviados`,
        message:
          enviados === 1
            ? 'O arquivo já está na lista de anexos do paciente.'
            : 'Os arquivos já estão na lista de anexos do paciente.',
      });
    }
  }

  return {
    itens,
    enviando,
    pendentes,
    update,
    adicionar: (files: File[]) => setItens((list) => [...list, ...files.map(novoItem)]),
    remover: (id: string) => setItens((list) => list.filter((i) => i.id !== id)),
    limpar: () => setItens([]),
    cancelar: () => abort.current?.abort(),
    enviarTodos,
  };
}

const recusados = (rejections: FileRejection[]) =>
  notifications.show({
    color: 'red',
    title: rejections.length === 1 ? 'Arquivo recusado' : `${rejections.length} arquivos recusados`,
    message: rejections
      .map((r) => `${r.file.name}: ${REJEICOES[r.errors[0]?.code] ?? r.errors[0]?.message ?? 'recusado'}`)
      .join('; '),
  });

/**
 * The drop zone and the files waiting to go, each with its description, progress bar and answer. `enviar` sends
 * one file: the attachments' screen passes the upload to the API, the component gallery a simulated one.
 */
export function FilaEnvio({
  stats,
  disabled,
  enviar,
}: {
  stats: AnexoStats;
  disabled: boolean;
  enviar: EnviarArquivo;
}) {
  const fila = useFila(enviar);
  const { itens, enviando, pendentes } = fila;
  const cabem = remaining(stats.anexos_limite, stats.anexos_count);
  const excesso = cabem !== null && pendentes.length > cabem ? pendentes.length - cabem : 0;

  return (
    <Stack gap="md">
      <ZonaEnvio
        onDrop={fila.adicionar}
        tamanhoMaximo={stats.tamanho_maximo}
        disabled={disabled || enviando}
      />

      {itens.length > 0 && (
        <ul className={classes.fila} aria-label="Arquivos para enviar">
          {itens.map((item) => (
            <ItemFila
              key={item.id}
              item={item}
              locked={enviando}
              onDescricao={(descricao) => fila.update(item.id, { descricao })}
              onRemove={() => fila.remover(item.id)}
            />
          ))}
        </ul>
      )}

      {excesso > 0 && !disabled && (
        <Alert color="yellow" icon={<IconAlertCircle />} title="Mais arquivos do que o plano permite">
          {cabem === 0
            ? 'Seu plano não permite mais anexos. '
            : `Seu plano permite mais ${cabem} ${cabem === 1 ? 'anexo' : 'anexos'}. `}
          Remova {excesso} {excesso === 1 ? 'arquivo' : 'arquivos'} da lista ou faça o upgrade do plano.
        </Alert>
      )}

      {pendentes.length > 0 && (
        <Group justify="flex-end" gap="sm">
          {enviando ? (
            <Button variant="default" onClick={fila.cancelar}>
              Cancelar envio
            </Button>
          ) : (
            <Button variant="default" onClick={fila.limpar}>
              Limpar lista
            </Button>
          )}
          <Button
            leftSection={<IconUpload size={17} stroke={1.8} />}
            onClick={() => void fila.enviarTodos()}
            loading={enviando}
            disabled={disabled || excesso > 0}
          >
            {pendentes.length === 1 ? 'Enviar 1 arquivo' : `Enviar ${pendentes.length} arquivos`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Drag files here or press Enter to choose them; types and size are checked before they join the queue. */
function ZonaEnvio({
  onDrop,
  tamanhoMaximo,
  disabled,
}: {
  onDrop: (files: File[]) => void;
  tamanhoMaximo: number;
  disabled: boolean;
}) {
  const maxMb = Math.round(tamanhoMaximo / 1024 / 1024);
  return (
    <ZonaDeArquivos
      onDrop={onDrop}
      onReject={recusados}
      accept={ACCEPT_ANEXOS}
      maxSize={tamanhoMaximo}
      multiple
      disabled={disabled}
      rotulo="Área para enviar arquivos: arraste ou pressione Enter para escolher"
      rotuloDoCampo="Escolher arquivos para enviar"
      titulo={{
        toque: 'Toque para escolher arquivos',
        ponteiro: 'Arraste arquivos aqui ou clique para escolher',
      }}
      detalhe={`PDF, imagens (JPG, PNG, GIF), Word e Excel, até ${maxMb} MB cada. Vários de uma vez.`}
    />
  );
}

function ItemFila({
  item,
  locked,
  onDescricao,
  onRemove,
}: {
  item: Item;
  locked: boolean;
  onDescricao: (value: string) => void;
  onRemove: () => void;
}) {
  const tipo = tipoPorNome(item.file.name);
  const Icone = tipo ? ICONE_POR_TIPO[tipo] : IconFileX;
  const editavel = !locked && (item.estado === 'pendente' || item.estado === 'erro');
  const percent = Math.round(item.progresso * 100);
  return (
    <li className={classes.row} aria-label={item.file.name}>
      <ThemeIcon variant="light" color={tipo ? COR_POR_TIPO[tipo] : 'gray'} size={36} radius="md" aria-hidden>
        <Icone size={20} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={6} miw={0}>
        <div>
          <Text fz="sm" fw={600} className={classes.name}>
            {item.file.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {tipo ? TIPO_ANEXO_LABELS[tipo] : 'Arquivo'} · {formatTamanho(item.file.size)}
          </Text>
        </div>
        {editavel && (
          <TextInput
            size="xs"
            placeholder="Descrição (opcional)"
            aria-label={`Descrição de ${item.file.name}`}
            maxLength={MAX_DESCRICAO}
            value={item.descricao}
            onChange={(e) => onDescricao(e.currentTarget.value)}
          />
        )}
        {(item.estado === 'enviando' || item.estado === 'processando') && (
          <Stack gap={4}>
            <Progress
              value={percent}
              animated={item.estado === 'processando'}
              striped={item.estado === 'processando'}
              aria-label={`Progresso do envio de ${item.file.name}`}
              aria-valuetext={`${percent}%`}
            />
            <Text fz="xs" c="dimmed" aria-live="polite">
              {item.estado === 'processando'
                ? 'Verificando e guardando com criptografia…'
                : `Enviando… ${percent}%`}
            </Text>
          </Stack>
        )}
        {locked && item.estado === 'pendente' && (
          <Text fz="xs" c="dimmed">
            Aguardando a vez…
          </Text>
        )}
        {item.estado === 'enviado' && (
          <Group gap={4} c="teal">
            <IconCircleCheck size={16} stroke={1.8} />
            <Text fz="xs" c="teal" fw={500}>
              Enviado
            </Text>
          </Group>
        )}
        {item.estado === 'erro' && item.erro && (
          <Text fz="xs" c="red" role="alert">
            {item.erro}
          </Text>
        )}
      </Stack>
      {editavel ? (
        <Tooltip label="Tirar da lista" withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Tirar ${item.file.name} da lista`}
            onClick={onRemove}
          >
            <IconX size={17} stroke={1.8} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <span />
      )}
    </li>
  );
}
