import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { cobrancaConfig, cobrancas, pacientes, usuarios } from '../../db/schema.ts';
import { lerBrCode } from '../pagamentos/brcode.ts';
import { urlDoLinkAtivo } from '../portal/service.ts';
import { emailCobrancaVencida } from './mail.ts';

/*
 * Job `cobrar-vencidas` (docs/product.md §18): the day after a charge falls due (in the practice's zone), the
 * patient with an e-mail gets one reminder, when the psychologist keeps `lembrete_automatico` on. Each charge is
 * claimed before its e-mail goes out (`lembrete_enviado_em`), so a rerun or a second replica sends nothing twice; a
 * failed send gives the claim back for the next run. Charges more than 30 days past due are left alone (turning
 * the reminder on does not e-mail a whole history).
 */

const JANELA_DIAS = 30;

/** Returns e-mails sent. `agora` is for tests. */
export async function cobrarVencidas(ctx: AppContext, agora: Date = new Date()): Promise<number> {
  const hojeNoFuso = sql`(${agora.toISOString()}::timestamptz at time zone ${usuarios.fuso_horario})::date`;
  const devidas = await ctx.db
    .select({
      id: cobrancas.id,
      usuarioId: cobrancas.usuario_id,
      pacienteId: cobrancas.paciente_id,
      numero: cobrancas.numero,
      centavos: cobrancas.valor_centavos,
      vencimento: cobrancas.vencimento,
      copiaECola: cobrancas.copia_e_cola,
      nome: pacientes.nome,
      email: pacientes.email,
    })
    .from(cobrancas)
    .innerJoin(cobrancaConfig, eq(cobrancaConfig.usuario_id, cobrancas.usuario_id))
    .innerJoin(usuarios, eq(usuarios.id, cobrancas.usuario_id))
    .innerJoin(
      pacientes,
      and(eq(pacientes.id, cobrancas.paciente_id), eq(pacientes.usuario_id, cobrancas.usuario_id)),
    )
    .where(
      and(
        eq(cobrancas.status, 'aberta'),
        isNull(cobrancas.lembrete_enviado_em),
        lt(cobrancas.vencimento, hojeNoFuso),
        gte(cobrancas.vencimento, sql`${hojeNoFuso} - ${sql.raw(String(JANELA_DIAS))}`),
        eq(cobrancaConfig.lembrete_automatico, true),
        isNotNull(pacientes.email),
        isNull(pacientes.arquivado_em),
      ),
    )
    .orderBy(cobrancas.vencimento)
    .limit(1000);
  let enviados = 0;
  for (const c of devidas) {
    if (!c.email) continue;
    const [reservada] = await ctx.db
      .update(cobrancas)
      .set({ lembrete_enviado_em: sql`now()` })
      .where(
        and(eq(cobrancas.id, c.id), isNull(cobrancas.lembrete_enviado_em), eq(cobrancas.status, 'aberta')),
      )
      .returning({ id: cobrancas.id });
    if (!reservada) continue;
    try {
      const portalUrl = await urlDoLinkAtivo(ctx, c.usuarioId, c.pacienteId);
      await ctx.mailer.send({
        to: c.email,
        ...emailCobrancaVencida({
          paciente: c.nome,
          recebedor: lerBrCode(c.copiaECola).campos['59'] ?? '',
          numero: c.numero,
          valor: c.centavos / 100,
          vencimento: c.vencimento,
          copiaECola: c.copiaECola,
          portalUrl,
        }),
      });
      enviados += 1;
    } catch (err) {
      await ctx.db.update(cobrancas).set({ lembrete_enviado_em: null }).where(eq(cobrancas.id, c.id));
      console.error('[cobrancas] falha ao enviar o lembrete de cobrança:', err);
    }
  }
  return enviados;
}
