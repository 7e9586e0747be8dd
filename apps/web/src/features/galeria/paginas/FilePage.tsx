import '@mantine/dropzone/styles.css';
import { ACCEPT_ANEXOS, TIPO_ANEXO_LABELS, tipoPorNome } from '@consultorio/contracts/anexos';
import {
  ActionIcon,
  Button,
  FileInput,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconCircleCheck,
  IconCloudUpload,
  IconFile,
  IconPaperclip,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatTamanho } from '../../../lib/format';
import classes from '../galeria.module.css';
import { Secao, Secoes } from '../Secao';

const MAX_MB = 10;

interface Item {
  id: number;
  nome: string;
  tamanho: number;
  progresso: number | null;
}

const REJEICOES: Record<string, string> = {
  'file-invalid-type': 'tipo não permitido',
  'file-too-large': 'grande demais',
};

/** The drop zone and queue of the attachments' screen; "sending" only fills the bars here, nothing is uploaded. */
function EnvioExemplo() {
  const [itens, setItens] = useState<Item[]>([]);
  // As the product's upload queue: a touch screen has nothing to drag from, so it says "toque".
  const toque = useMediaQuery('(pointer: coarse)');
  const sequencia = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const adicionar = (files: File[]) =>
    setItens((lista) => [
      ...lista,
      ...files.map((f) => ({ id: ++sequencia.current, nome: f.name, tamanho: f.size, progresso: null })),
    ]);
  const recusados = (rejections: FileRejection[]) =>
    notifications.show({
      color: 'red',
      title: rejections.length === 1 ? 'Arquivo recusado' : `${rejections.length} arquivos recusados`,
      message: rejections
        .map((r) => `${r.file.name}: ${REJEICOES[r.errors[0]?.code] ?? 'recusado'}`)
        .join('; '),
    });
  const enviar = () => {
    if (timer.current) return;
    timer.current = setInterval(
      () =>
        setItens((lista) => lista.map((i) => ({ ...i, progresso: Math.min(100, (i.progresso ?? 0) + 20) }))),
      250,
    );
  };
  // Every bar full: the sending ends with the product's toast.
  useEffect(() => {
    if (!timer.current || itens.some((i) => i.progresso !== 100)) return;
    clearInterval(timer.current);
    timer.current = null;
    if (itens.length === 0) return;
    notifications.show({
      color: 'teal',
      title: itens.length === 1 ? 'Arquivo enviado' : `${itens.length} arquivos enviados`,
      message: 'Exemplo: os arquivos não saíram do seu navegador.',
    });
  }, [itens]);

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={adicionar}
        onReject={recusados}
        accept={ACCEPT_ANEXOS}
        maxSize={MAX_MB * 1024 * 1024}
        multiple
        aria-label="Área para enviar arquivos: arraste ou pressione Enter para escolher"
        inputProps={{ 'aria-label': 'Escolher arquivos para enviar' }}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.4} color="var(--mantine-primary-color-filled)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.4} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconCloudUpload size={44} stroke={1.4} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text fz={{ base: 'md', sm: 'lg' }} fw={600}>
              {toque ? 'Toque para escolher arquivos' : 'Arraste arquivos aqui ou clique para escolher'}
            </Text>
            <Text fz="sm" c="dimmed" mt={4}>
              PDF, imagens (JPG, PNG, GIF), Word e Excel, até {MAX_MB} MB cada.
            </Text>
          </div>
        </Group>
      </Dropzone>

      {itens.length > 0 && (
        <ul className={classes.lista} aria-label="Arquivos para enviar">
          {itens.map((item) => {
            const tipo = tipoPorNome(item.nome);
            return (
              <li key={item.id}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={36} radius="md" color={tipo ? undefined : 'gray'}>
                    <IconFile size={20} stroke={1.6} />
                  </ThemeIcon>
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.nome}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {tipo ? TIPO_ANEXO_LABELS[tipo] : 'Arquivo'} · {formatTamanho(item.tamanho)}
                    </Text>
                    {item.progresso !== null && item.progresso < 100 && (
                      <Progress value={item.progresso} aria-label={`Progresso do envio de ${item.nome}`} />
                    )}
                    {item.progresso === 100 && (
                      <Group gap={4} c="teal">
                        <IconCircleCheck size={16} stroke={1.8} />
                        <Text fz="xs" fw={500}>
                          Enviado
                        </Text>
                      </Group>
                    )}
                  </Stack>
                  <Tooltip label="Remover da lista">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remover ${item.nome} da lista`}
                      onClick={() => setItens((lista) => lista.filter((i) => i.id !== item.id))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </li>
            );
          })}
        </ul>
      )}

      {itens.length > 0 && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setItens([])}>
            Limpar lista
          </Button>
          <Button leftSection={<IconUpload size={17} stroke={1.8} />} onClick={enviar}>
            {itens.length === 1 ? 'Enviar 1 arquivo' : `Enviar ${itens.length} arquivos`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /uikit/file: the upload drop zone, its queue with progress, and a single-file field. */
export function FilePage() {
  return (
    <Secoes>
      <Secao
        titulo="Área de envio"
        descricao="Como nos anexos do paciente: arraste vários arquivos ou use Enter para escolher; tipos e tamanho são conferidos antes de enviar."
        codigo={`<Dropzone onDrop={adicionar} onReject={recusados} accept={ACCEPT_ANEXOS} maxSize={stats.tamanho_maximo} multiple
  aria-label="Área para enviar arquivos: arraste ou pressione Enter para escolher">
  <Dropzone.Idle><IconCloudUpload /></Dropzone.Idle> …
</Dropzone>`}
      >
        <EnvioExemplo />
      </Secao>

      <Secao
        titulo="Campo de arquivo"
        descricao="Para um único arquivo dentro de um formulário."
        codigo={`<FileInput label="Comprovante" accept="application/pdf,image/*" clearable />`}
      >
        <FileInput
          label="Comprovante de pagamento"
          placeholder="Escolher arquivo"
          accept="application/pdf,image/*"
          leftSection={<IconPaperclip size={16} stroke={1.8} />}
          clearable
          maw={420}
        />
      </Secao>
    </Secoes>
  );
}
