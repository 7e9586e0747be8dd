import type { Documento } from '@consultorio/contracts/documentos';
import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useCallback, useRef, useState } from 'react';
import { DocumentoEditor } from './DocumentoEditor';

/** What the dialog opens: a new document (null) or one to see and edit. */
export interface AlvoDocumento {
  documento: Documento | null;
}

/**
 * "Novo documento" and "Ver / editar" (docs/product.md §14): first the kind, then the form with the document's
 * preview beside it (wide screens) or one tap away ("Pré-visualizar"). Closing with unsaved text asks first; so does
 * leaving the page.
 */
export function DocumentoDialog({
  pacienteId,
  alvo,
  onClose,
}: {
  pacienteId: string;
  alvo: AlvoDocumento | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const largo = useMediaQuery('(min-width: 75em)') ?? false;
  // The document once saved during this opening: a new one saved with warnings stays open, as an edit.
  const [salvo, setSalvo] = useState<{ de: AlvoDocumento; documento: Documento } | null>(null);
  const documento = alvo && salvo?.de === alvo ? salvo.documento : (alvo?.documento ?? null);
  const dirtyRef = useRef(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    dirtyRef.current = dirty;
  }, []);
  const fechar = () => {
    dirtyRef.current = false;
    onClose();
  };
  const requestClose = () => {
    if (!dirtyRef.current) return fechar();
    modals.openConfirmModal({
      title: 'Descartar as alterações?',
      centered: true,
      children: <Text fz="sm">O que você escreveu neste documento ainda não foi salvo e será perdido.</Text>,
      labels: { confirm: 'Descartar', cancel: 'Continuar escrevendo' },
      confirmProps: { color: 'red' },
      onConfirm: fechar,
    });
  };
  return (
    <Modal
      opened={alvo !== null}
      onClose={requestClose}
      title={<Text fw={700}>{documento ? 'Editar documento' : 'Novo documento'}</Text>}
      size={largo ? '80rem' : 'xl'}
      fullScreen={phone}
      centered={!phone}
    >
      {/* Mounted per opening, so a new document starts from today's defaults. */}
      {alvo && (
        <DocumentoEditor
          pacienteId={pacienteId}
          inicialDoc={alvo.documento}
          documento={documento}
          lado={largo}
          onSalvo={(d) => setSalvo({ de: alvo, documento: d })}
          onDirtyChange={onDirtyChange}
          onCancel={requestClose}
          onClose={fechar}
        />
      )}
    </Modal>
  );
}
