import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconCloudUpload, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ZonaDeArquivos.module.css';

/**
 * The one drop zone: drag files onto it or press/click to choose (on a touch screen, where there is nothing to
 * drag, it says "Toque"). Its icons follow the drag (accepted, refused, idle); `titulo` is the call to action for
 * a pointer and for touch, `detalhe` what it takes.
 */
export function ZonaDeArquivos({
  onDrop,
  onReject,
  accept,
  maxSize,
  multiple,
  disabled = false,
  loading = false,
  rotulo,
  rotuloDoCampo,
  titulo,
  detalhe,
  icone = <IconCloudUpload size={44} stroke={1.4} color="var(--mantine-color-dimmed)" />,
  altura = 110,
}: {
  onDrop: (files: File[]) => void;
  onReject: (rejections: FileRejection[]) => void;
  accept: Record<string, string[]>;
  maxSize: number;
  multiple: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** The zone's accessible name. */
  rotulo: string;
  /** The hidden file field's accessible name. */
  rotuloDoCampo: string;
  titulo: { toque: string; ponteiro: string };
  detalhe: ReactNode;
  icone?: ReactNode;
  altura?: number;
}) {
  const toque = useMediaQuery('(pointer: coarse)');
  return (
    <Dropzone
      className={classes.dropzone}
      onDrop={onDrop}
      onReject={onReject}
      accept={accept}
      maxSize={maxSize}
      multiple={multiple}
      disabled={disabled}
      loading={loading}
      aria-label={rotulo}
      inputProps={{ 'aria-label': rotuloDoCampo, disabled }}
    >
      <Group justify="center" gap="md" mih={altura} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.4} color="var(--mantine-primary-color-filled)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.4} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>{icone}</Dropzone.Idle>
        <div>
          <Text fz={{ base: 'md', sm: 'lg' }} fw={600}>
            {toque ? titulo.toque : titulo.ponteiro}
          </Text>
          <Text fz="sm" c="dimmed" mt={4}>
            {detalhe}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
