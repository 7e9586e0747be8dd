import { type Anexo, podeVisualizar, TIPO_ANEXO_LABELS } from '@consultorio/contracts/anexos';
import { ActionIcon, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDownload, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { formatDateTime, formatTamanho } from '../../lib/format';
import classes from './AnexoList.module.css';
import { COR_POR_TIPO, ICONE_POR_TIPO } from './format';

interface AnexoListProps {
  anexos: Anexo[];
  onDownload: (anexo: Anexo) => void;
  /** Opens a PDF or an image in a new tab; absent where only downloading is offered. */
  onAbrir?: (anexo: Anexo) => void;
  /** Absent in the compact list (the patient file's tab only downloads). */
  onDelete?: (anexo: Anexo) => void;
  /** The attachment being downloaded right now (its button shows a loader). */
  baixando?: string | null;
  compact?: boolean;
}

/** The patient's attachments: an icon per type, name, type, size, date and description, with their actions. */
export function AnexoList({
  anexos,
  onDownload,
  onAbrir,
  onDelete,
  baixando,
  compact = false,
}: AnexoListProps) {
  return (
    <ul className={classes.list} aria-label="Anexos do paciente">
      {anexos.map((anexo) => {
        const Icone = ICONE_POR_TIPO[anexo.tipo];
        return (
          <li key={anexo.id} className={classes.item} data-compact={compact || undefined}>
            <Group wrap="nowrap" gap="sm" align="flex-start" className={classes.main}>
              <ThemeIcon
                variant="light"
                color={COR_POR_TIPO[anexo.tipo]}
                size={compact ? 34 : 40}
                radius="md"
                aria-hidden
              >
                <Icone size={compact ? 19 : 22} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2} className={classes.text}>
                <Text fw={600} fz="sm" className={classes.name} title={anexo.nome_original}>
                  {anexo.nome_original}
                </Text>
                <Text fz="xs" c="dimmed">
                  {TIPO_ANEXO_LABELS[anexo.tipo]} · {formatTamanho(anexo.tamanho)} ·{' '}
                  {formatDateTime(anexo.created_at)}
                </Text>
                {anexo.descricao && (
                  <Text fz="sm" lineClamp={compact ? 1 : 3} className={classes.descricao}>
                    {anexo.descricao}
                  </Text>
                )}
              </Stack>
            </Group>
            <Group gap={4} wrap="nowrap" className={classes.actions}>
              {onAbrir && podeVisualizar(anexo.tipo) && (
                <Tooltip label="Abrir em nova aba" withArrow>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`Abrir ${anexo.nome_original}`}
                    onClick={() => onAbrir(anexo)}
                  >
                    <IconExternalLink size={19} stroke={1.7} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label="Baixar" withArrow>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={`Baixar ${anexo.nome_original}`}
                  loading={baixando === anexo.id}
                  onClick={() => onDownload(anexo)}
                >
                  <IconDownload size={19} stroke={1.7} />
                </ActionIcon>
              </Tooltip>
              {onDelete && (
                <Tooltip label="Excluir" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Excluir ${anexo.nome_original}`}
                    onClick={() => onDelete(anexo)}
                  >
                    <IconTrash size={19} stroke={1.7} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
