import { type Documento, MODELOS_DOCUMENTO } from '@consultorio/contracts/documentos';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { type ArquivoDocumento, useBaixarDocumento, useDeleteDocumento, useEntregaDocumento } from './api';

/** "Declaração de 12/03/2026": how a document is named in buttons, dialogs and messages. */
export const nomeDoDocumento = (d: Pick<Documento, 'tipo' | 'data'>): string =>
  `${MODELOS_DOCUMENTO[d.tipo].nome} de ${formatDate(d.data)}`;

/**
 * A document's file actions and its deletion after a confirmation (hidden, but kept for the legal period like
 * the record: Resolução CFP nº 06/2019 art. 15).
 */
export function useDocumentoAcoes(pacienteId: string) {
  const baixar = useBaixarDocumento();
  const remove = useDeleteDocumento(pacienteId);
  const entrega = useEntregaDocumento(pacienteId);

  /** "Entregar na área do paciente" / "Recolher": the document appears in (or leaves) the patient's page. */
  const entregarOuRecolher = (documento: Documento) => {
    const entregar = documento.entregue_em === null;
    entrega.mutate(
      { documento, entregar },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: entregar ? 'Documento entregue' : 'Documento recolhido',
            message: entregar
              ? `${nomeDoDocumento(documento)} está na área do paciente. Você verá quando ele abrir.`
              : `${nomeDoDocumento(documento)} saiu da área do paciente.`,
          }),
        onError: (e) =>
          notifications.show({
            color: 'red',
            title: entregar ? 'Não foi possível entregar' : 'Não foi possível recolher',
            message: errorMessage(e),
          }),
      },
    );
  };

  const baixarArquivo = (documento: Documento, arquivo: ArquivoDocumento) =>
    baixar.mutate(
      { documento, arquivo },
      {
        onSuccess: ({ name }) =>
          notifications.show({
            color: 'teal',
            title: arquivo === 'pdf' ? 'PDF gerado' : 'Protocolo de entrega gerado',
            message: `Arquivo ${name} baixado.`,
          }),
        onError: (e) =>
          notifications.show({
            color: 'red',
            title: 'Não foi possível gerar o PDF',
            message: errorMessage(e),
          }),
      },
    );

  const confirmarExclusao = (documento: Documento) =>
    modals.openConfirmModal({
      title: `Excluir ${nomeDoDocumento(documento).replace(/^./, (c) => c.toLowerCase())}?`,
      centered: true,
      children: (
        <Text fz="sm">
          O documento deixa de aparecer na ficha do paciente. Por exigência legal (Resolução CFP nº 06/2019,
          art. 15), ele continua guardado com segurança pelo prazo de guarda.
        </Text>
      ),
      labels: { confirm: 'Excluir documento', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(documento.id, {
          onSuccess: ({ message }) =>
            notifications.show({ color: 'teal', title: 'Documento excluído', message }),
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
        }),
    });

  return {
    baixarArquivo,
    confirmarExclusao,
    entregarOuRecolher,
    /** The document and file being generated right now. */
    baixando: baixar.isPending ? baixar.variables : undefined,
  };
}
