import { type Documento, MODELOS_DOCUMENTO } from '@consultorio/contracts/documentos';
import { AssinarComCertificadoDialog } from '../../../components/assinatura/AssinarComCertificadoDialog';
import { formatDate } from '../../../lib/format';
import { useAssinarDocumento } from '../api';

/** "Assinar com certificado digital" for a document (docs/product.md §14): the shared A1 dialog. */
export function AssinarDialog({ documento, onClose }: { documento: Documento | null; onClose: () => void }) {
  return documento ? <Aberto documento={documento} onClose={onClose} /> : null;
}

function Aberto({ documento, onClose }: { documento: Documento; onClose: () => void }) {
  const assinar = useAssinarDocumento(documento);
  return (
    <AssinarComCertificadoDialog
      alvo={{
        descricao: `${MODELOS_DOCUMENTO[documento.tipo].nome} de ${formatDate(documento.data)}: o PDF é assinado com o seu certificado ICP-Brasil A1 e baixado em seguida.`,
        tituloSucesso: 'Documento assinado',
        assinar,
      }}
      onClose={onClose}
    />
  );
}
