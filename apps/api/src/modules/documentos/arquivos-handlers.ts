import { documentosArquivosApi } from '@consultorio/contracts/api/documentos';
import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { notFound } from '../../lib/errors.ts';
import { implementar } from '../../plugins/endpoints.ts';

const naoFeito = async (): Promise<never> => {
  throw notFound(MSG_DOCUMENTOS.naoEncontrado);
};

/** A document's files (docs/product.md §14): the PDF, the delivery receipt, the signed PDF; each audited. */
export const documentosArquivosHandlers = implementar(documentosArquivosApi, {
  'documentos.pdf': naoFeito,
  'documentos.protocolo': naoFeito,
  'documentos.assinar': naoFeito,
});
