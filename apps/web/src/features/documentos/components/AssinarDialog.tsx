import { type Documento, MODELOS_DOCUMENTO } from '@consultorio/contracts/documentos';
import { AssinarComCertificadoDialog } from '../../../components/assinatura/AssinarComCertificadoDialog';
import { formatDate } from '../../../lib/format';
import { assinarDocumento } from '../api';

/** "Assinar com certificado digital" for a document (docs/product.md §14): the shared A1 dialog. */
export function AssinarDialog({ documento, onClose }: { documento: Documento | null; onClose: () => void }) {
  return (
    <AssinarComCertificadoDialog
      alvo={
        documento && {
          descricao: `${MODELOS_DOCUMENTO[documento.tipo].nome} de ${formatDate(documento.data)}: o PDF é assinado com o seu certificado ICP-Brasil A1 e baixado em seguida.`,
          tituloSucesso: 'Documento assinado',
          enviar: (envio) => assinarDocumento(documento, envio),
        }
      }
      onClose={onClose}
    />
  );
}
