import { documentosApi } from '@consultorio/contracts/api/documentos';
import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { notFound } from '../../lib/errors.ts';
import { implementar } from '../../plugins/endpoints.ts';

const naoFeito = async (): Promise<never> => {
  throw notFound(MSG_DOCUMENTOS.naoEncontrado);
};

/** Documents (docs/product.md §14): every view and change of the clinical text is audited. */
export const documentosHandlers = implementar(documentosApi, {
  'documentos.modelos': naoFeito,
  'documentos.list': naoFeito,
  'documentos.create': naoFeito,
  'documentos.get': naoFeito,
  'documentos.update': naoFeito,
  'documentos.delete': naoFeito,
});
