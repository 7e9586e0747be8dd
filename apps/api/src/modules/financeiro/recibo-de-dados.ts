import type { AppContext } from '../../context.ts';
import { gerarPdf } from '../../lib/pdf.ts';
import { obterPerfil } from '../usuario/service.ts';
import { type DadosDoRecibo, PDF, type ReciboData } from './recibo-pdf.ts';

/*
 * The receipt's PDF from what it reads (docs/carne-leao.md "Receipts"): a paid receita's (recibo.ts) or a paid
 * charge's, the whole charge at once (modules/cobrancas, through service.ts).
 */

/** The psychologist as the receipts name her: name, CPF, CRP and the city and state of her address. */
export async function profissionalDoRecibo(
  ctx: AppContext,
  usuarioId: string,
): Promise<ReciboData['profissional']> {
  const perfil = await obterPerfil(ctx, usuarioId);
  return {
    nome: perfil.nome,
    cpf: perfil.cpf,
    crp: perfil.crp,
    cidade: perfil.endereco?.cidade ?? null,
    uf: perfil.endereco?.uf ?? null,
  };
}

/** The receipt of `lancamento`, signed by the user, rendered on the PDF worker. */
export async function reciboEmPdf(
  ctx: AppContext,
  usuarioId: string,
  lancamento: DadosDoRecibo,
): Promise<Buffer> {
  return gerarPdf(PDF, { profissional: await profissionalDoRecibo(ctx, usuarioId), lancamento });
}
