import type { CarneLeaoAnual } from '@consultorio/contracts/carne-leao';
import type { AppContext } from '../../context.ts';

/** `GET /carne-leao/anual?ano=`: the year month by month, as the monthly calculation gives it. */
export async function resumoAnual(
  _ctx: AppContext,
  _usuarioId: string,
  _ano: number | undefined,
): Promise<CarneLeaoAnual> {
  throw new Error('em construção');
}

/** `GET /carne-leao/anual.pdf?ano=`. */
export async function resumoAnualPdf(
  _ctx: AppContext,
  _usuarioId: string,
  _ano: number | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  throw new Error('em construção');
}
