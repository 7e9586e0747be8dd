import { MSG_DOCUMENTOS, type TipoDocumento } from '@consultorio/contracts/documentos';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './DocumentoDialog.module.css';
import { EscolherTipo } from './EscolherTipo';

/** The first step of a new document: its kind, then "Continuar". */
export function EtapaTipo({
  inicial,
  onCancel,
  onContinuar,
}: {
  inicial: TipoDocumento | null;
  onCancel: () => void;
  onContinuar: (tipo: TipoDocumento) => void;
}) {
  const [tipo, setTipo] = useState<TipoDocumento | null>(inicial);
  const [erro, setErro] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <EscolherTipo
        value={tipo}
        onChange={(t) => {
          setTipo(t);
          setErro(null);
        }}
        error={erro}
      />
      <Group justify="flex-end" gap="sm" className={classes.rodape}>
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button
          rightSection={<IconArrowRight size={17} stroke={1.7} />}
          onClick={() => (tipo ? onContinuar(tipo) : setErro(MSG_DOCUMENTOS.tipoObrigatorio))}
        >
          Continuar
        </Button>
      </Group>
    </Stack>
  );
}
