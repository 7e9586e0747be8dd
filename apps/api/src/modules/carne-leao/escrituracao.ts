import type {
  EscrituracaoArquivoQueryParsed,
  EscrituracaoQueryParsed,
  EscrituracaoResponse,
  EscrituracaoResumo,
  PlanoDeContasResponse,
} from '@consultorio/contracts/escrituracao';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';

export async function planoDeContas(_db: Db): Promise<PlanoDeContasResponse> {
  throw new Error('em construção');
}
export async function previaEscrituracao(
  _ctx: AppContext,
  _usuarioId: string,
  _q: EscrituracaoQueryParsed,
): Promise<EscrituracaoResponse> {
  throw new Error('em construção');
}
export async function arquivoEscrituracao(
  _ctx: AppContext,
  _usuarioId: string,
  _arquivo: 'rendimentos' | 'pagamentos',
  _q: EscrituracaoArquivoQueryParsed,
): Promise<{ csv: string; nome: string; linhas: number; parte: number }> {
  throw new Error('em construção');
}
export async function confirmarEscrituracao(
  _ctx: AppContext,
  _usuarioId: string,
  _ids: string[],
): Promise<{ escriturados: number; message: string }> {
  throw new Error('em construção');
}
export async function resumoReceitaSaude(
  _ctx: AppContext,
  _usuarioId: string,
  _ano: number | undefined,
): Promise<EscrituracaoResumo> {
  throw new Error('em construção');
}
