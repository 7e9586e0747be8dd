import { documentosApi } from '@consultorio/contracts/api/documentos';
import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { comDetalhes, implementar, usuario } from '../../plugins/endpoints.ts';
import type { EntradaAuditoria } from '../auditoria/service.ts';
import {
  alterarDocumento,
  criarDocumento,
  excluirDocumento,
  listarDocumentos,
  listarModelos,
  obterDocumento,
} from './service.ts';

const entidade = 'documento';

/** The audit line of a document read or saved: the document and its patient. */
const linhaDoDocumento =
  (acao: 'visualizar' | 'criar' | 'alterar') =>
  (_req: unknown, r: { documento: { id: string; paciente_id: string } }): EntradaAuditoria => ({
    acao,
    entidade,
    entidadeId: r.documento.id,
    detalhes: { paciente_id: r.documento.paciente_id },
  });

/** Documents (docs/product.md §14): every view and change of the clinical text is audited. */
export const documentosHandlers = implementar(documentosApi, {
  'documentos.modelos': async () => ({ modelos: listarModelos() }),
  'documentos.list': {
    handler: async (req, ctx) => ({ documentos: await listarDocumentos(ctx, usuario(req), req.params.id) }),
    auditoria: (req) => ({ acao: 'visualizar', entidade, detalhes: { paciente_id: req.params.id } }),
  },
  'documentos.create': {
    handler: async (req, ctx) => ({
      documento: await criarDocumento(ctx, usuario(req), req.params.id, req.body),
    }),
    auditoria: linhaDoDocumento('criar'),
  },
  'documentos.get': {
    handler: async (req, ctx) => ({ documento: await obterDocumento(ctx, usuario(req), req.params.id) }),
    auditoria: linhaDoDocumento('visualizar'),
  },
  'documentos.update': {
    handler: async (req, ctx) => ({
      documento: await alterarDocumento(ctx, usuario(req), req.params.id, req.body),
    }),
    auditoria: linhaDoDocumento('alterar'),
  },
  'documentos.delete': {
    handler: async (req, ctx) => {
      const { pacienteId } = await excluirDocumento(ctx, usuario(req), req.params.id);
      return comDetalhes({ message: MSG_DOCUMENTOS.excluido }, { paciente_id: pacienteId });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'excluir', entidade, entidadeId: req.params.id, detalhes }),
  },
});
