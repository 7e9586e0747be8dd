import { MSG_ANEXOS, podeVisualizar, type TipoAnexo } from '@consultorio/contracts/anexos';
import { anexosApi } from '@consultorio/contracts/api/anexos';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { comDetalhes, implementar, RespostaArquivo, usuario } from '../../plugins/endpoints.ts';
import { planForRequest } from '../../plugins/plan-gate.ts';
import type { EntradaAuditoria } from '../auditoria/service.ts';
import { abrirAnexo, enviarAnexos, excluirAnexo, listarAnexos } from './service.ts';

interface AnexoEnviado {
  id: string;
  paciente_id: string;
  tipo: string;
  tamanho: number;
}

const envio = (anexo: AnexoEnviado): EntradaAuditoria => ({
  acao: 'criar',
  entidade: 'anexo',
  entidadeId: anexo.id,
  detalhes: { paciente_id: anexo.paciente_id, tipo: anexo.tipo, tamanho: anexo.tamanho },
});

/**
 * Attachments (docs/product.md §8.8). Uploads stream into the encrypted storage (./upload.ts); upload, download and
 * delete are audited.
 */
export const anexosHandlers = implementar(anexosApi, {
  'anexos.list': async (req, ctx) => listarAnexos(ctx, usuario(req), req.params.id),
  'anexos.upload': {
    handler: async (req, ctx) => {
      const [anexo] = await enviarAnexos(
        ctx,
        req,
        usuario(req),
        req.params.id,
        'single',
        planForRequest(req),
      );
      return { anexo };
    },
    auditoria: (_req, r) => envio(r.anexo),
  },
  'anexos.uploadVarios': {
    handler: async (req, ctx) => ({
      anexos: await enviarAnexos(ctx, req, usuario(req), req.params.id, 'multiple', planForRequest(req)),
    }),
    auditoria: (_req, r) => r.anexos.map(envio),
  },
  'anexos.download': {
    handler: async (req, ctx) => {
      const { anexo, content } = await abrirAnexo(ctx, usuario(req), req.params.id);
      // Shown in the browser only for the types it renders without running anything (contracts podeVisualizar).
      const inline = req.query.inline && podeVisualizar(anexo.tipo as TipoAnexo);
      const arquivo = new RespostaArquivo(content, {
        'content-type': anexo.mime_type,
        'content-length': anexo.tamanho,
        'content-disposition': contentDisposition(anexo.nome_original, inline ? 'inline' : 'attachment'),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      return comDetalhes(arquivo, { paciente_id: anexo.paciente_id });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: req.query.inline ? 'visualizar' : 'download',
      entidade: 'anexo',
      entidadeId: req.params.id,
      detalhes,
    }),
    semHead: true,
  },
  'anexos.delete': {
    handler: async (req, ctx) => {
      const anexo = await excluirAnexo(ctx, usuario(req), req.params.id);
      return comDetalhes({ message: MSG_ANEXOS.excluido }, { paciente_id: anexo.paciente_id });
    },
    auditoria: (req, _r, detalhes) => ({
      acao: 'excluir',
      entidade: 'anexo',
      entidadeId: req.params.id,
      detalhes,
    }),
  },
});
