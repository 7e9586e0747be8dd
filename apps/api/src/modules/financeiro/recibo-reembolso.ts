import type { ReciboReembolsoQuery } from '@consultorio/contracts/financeiro';
import type { AppContext } from '../../context.ts';

/** `GET /paciente/{id}/recibo-reembolso?de=&ate=`: the patient's paid sessions of the period, for reimbursement. */
export async function gerarReciboReembolso(
  _ctx: AppContext,
  _usuarioId: string,
  _pacienteId: string,
  _q: ReciboReembolsoQuery,
): Promise<{ pdf: Buffer; fileName: string }> {
  throw new Error('em construção');
}
