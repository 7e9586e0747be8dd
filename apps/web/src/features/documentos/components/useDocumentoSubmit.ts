import { type Documento, MODELOS_DOCUMENTO } from '@consultorio/contracts/documentos';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useCreateDocumento, useUpdateDocumento } from '../api';
import {
  type DocumentoFormValues,
  documentoDefaults,
  errosDaApi,
  toDocumentoPayload,
} from '../documentoForm';

/**
 * Saves a document (new or edited). The API's field errors go to their fields (`onErroNosCampos` lets the dialog
 * show the form again), anything else to the form's alert. Saved without warnings: a notice and `onClose`; saved
 * with warnings (`avisos`, docs/product.md §14): the form stays open on the saved document and lists them.
 */
export function useDocumentoSubmit({
  form,
  pacienteId,
  documento,
  avisosIniciais,
  onSalvo,
  onClose,
  onErroNosCampos,
}: {
  form: UseFormReturnType<DocumentoFormValues>;
  pacienteId: string;
  documento: Documento | null;
  avisosIniciais: string[];
  onSalvo: (documento: Documento, valores: DocumentoFormValues) => void;
  onClose: () => void;
  onErroNosCampos: () => void;
}) {
  const create = useCreateDocumento(pacienteId);
  const update = useUpdateDocumento(pacienteId);
  const [avisos, setAvisos] = useState<string[]>(avisosIniciais);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((v) => {
    setFormError(null);
    const body = toDocumentoPayload(v);
    const handlers = {
      onSuccess: (doc: Documento) => {
        notifications.show({
          color: 'teal',
          title: documento ? 'Documento atualizado' : 'Documento salvo',
          message: `${MODELOS_DOCUMENTO[doc.tipo].nome} de ${formatDate(doc.data)}, guardado com o prontuário.`,
        });
        if (doc.avisos.length === 0) return onClose();
        // Saved, with something to revise: stay open on the saved document and say what.
        const valores = documentoDefaults(doc);
        form.setValues(valores);
        setAvisos(doc.avisos);
        onSalvo(doc, valores);
      },
      onError: (error: unknown) => {
        const { campos, resto } = errosDaApi(error);
        if (Object.keys(campos).length > 0) {
          onErroNosCampos();
          form.setErrors(campos);
        }
        setFormError(resto);
      },
    };
    if (documento) update.mutate({ id: documento.id, body }, handlers);
    else create.mutate(body, handlers);
  }, onErroNosCampos);

  return { submit, avisos, formError, saving: create.isPending || update.isPending };
}
