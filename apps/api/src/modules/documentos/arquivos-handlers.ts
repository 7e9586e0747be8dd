import { documentosArquivosApi } from '@consultorio/contracts/api/documentos';
import {
  nomeArquivoAssinado,
  nomeArquivoDocumento,
  nomeArquivoProtocolo,
} from '@consultorio/contracts/documentos';
import { cidadeUf } from '@consultorio/contracts/endereco';
import { gerarPdf } from '../../lib/pdf.ts';
import { comDetalhes, implementar, pdfParaBaixar, usuario } from '../../plugins/endpoints.ts';
import { assinarComCertificadoEnviado, lerEnvioDeCertificado } from './assinatura.ts';
import { PDF as PDF_DOCUMENTO } from './pdf.ts';
import { PDF as PDF_PROTOCOLO } from './protocolo-pdf.ts';
import { documentoParaArquivo, pdfDoDocumento } from './service.ts';

const entidade = 'documento';

/**
 * A document's files (docs/product.md §14): the PDF, the delivery receipt, the signed PDF; each audited with the
 * document and its patient (never the certificate's data).
 */
export const documentosArquivosHandlers = implementar(documentosArquivosApi, {
  'documentos.pdf': {
    handler: async (req, ctx) => {
      const { pdf, documento } = await pdfDoDocumento(ctx, usuario(req), req.params.id);
      return comDetalhes(pdfParaBaixar(pdf, nomeArquivoDocumento(documento)), {
        paciente_id: documento.paciente_id,
      });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'exportar', entidade, entidadeId: req.params.id, detalhes }),
    // A HEAD (a link checker, a prefetch) would render and audit an export nobody received.
    semHead: true,
  },
  'documentos.protocolo': {
    handler: async (req, ctx) => {
      const dados = await documentoParaArquivo(ctx, usuario(req), req.params.id);
      const pdf = await gerarPdf(PDF_PROTOCOLO, dados);
      return comDetalhes(pdfParaBaixar(pdf, nomeArquivoProtocolo(dados.documento)), {
        paciente_id: dados.documento.paciente_id,
        protocolo: true,
      });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'exportar', entidade, entidadeId: req.params.id, detalhes }),
    // A HEAD (a link checker, a prefetch) would render and audit an export nobody received.
    semHead: true,
  },
  'documentos.assinar': {
    handler: async (req, ctx) => {
      // Another user's document is a 404 before the certificate is even read.
      const dados = await documentoParaArquivo(ctx, usuario(req), req.params.id);
      const envio = await lerEnvioDeCertificado(req);
      const assinado = await assinarComCertificadoEnviado(envio, () => gerarPdf(PDF_DOCUMENTO, dados), {
        local: cidadeUf(dados.profissional.endereco),
      });
      return comDetalhes(pdfParaBaixar(assinado, nomeArquivoAssinado(dados.documento)), {
        paciente_id: dados.documento.paciente_id,
      });
    },
    auditoria: (req, _r, detalhes) => ({ acao: 'assinar', entidade, entidadeId: req.params.id, detalhes }),
  },
});
