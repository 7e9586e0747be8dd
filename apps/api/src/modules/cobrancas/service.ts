import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cobrancas } from '../../db/schema.ts';

// The charges area's public surface for other areas (docs/product.md §18).

export { reciboParaOPaciente } from './recibo.ts';

/** The stored comprovantes of a patient's charges, for the erasure of the patient (modules/ciclo-paciente). */
export async function comprovantesDoPaciente(
  tx: Tx,
  usuarioId: string,
  pacienteId: string,
): Promise<{ chave: string }[]> {
  const rows = await tx
    .select({ chave: cobrancas.comprovante_key })
    .from(cobrancas)
    .where(
      and(
        eq(cobrancas.usuario_id, usuarioId),
        eq(cobrancas.paciente_id, pacienteId),
        isNotNull(cobrancas.comprovante_key),
      ),
    );
  return rows.map((r) => ({ chave: r.chave as string }));
}
