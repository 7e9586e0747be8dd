import { dataLocal, fusoValido } from '@consultorio/contracts/tempo';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { lembretesRenovacao, usuarios } from '../../db/schema.ts';
import { montarEmail } from '../../lib/email/montar.ts';

/** Days before the end of a paid period when the renewal e-mail goes out. */
export const DIAS_LEMBRETE = [7, 1] as const;

const DAY = 86_400_000;

/** The renewal reminder: when the plan ends, the link to renew, and that nothing is lost if it lapses. */
export function emailDeRenovacao(nome: string, dias: number, vence: string, link: string) {
  const quando = dias === 1 ? 'amanhã' : `em ${dias} dias`;
  return montarEmail({
    assunto: `Seu plano Essencial vence ${quando} (${vence})`,
    saudacao: `Olá, ${nome}.`,
    blocos: [
      `Seu plano Essencial vale até ${vence}. Para continuar usando a gestão financeira, o dashboard e o ` +
        'Carnê-Leão sem interrupção, renove com PIX — os 30 dias novos são somados ao período atual.',
      { botao: { texto: 'Renovar o plano', url: link } },
      'Se não renovar, o plano fica pausado ao fim do período e nenhum dado é perdido: basta renovar depois.',
    ],
    assinatura: 'Equipe Consultório',
    rodape: 'Você recebe este e-mail porque assina o plano Essencial do Consultório.',
  });
}

/**
 * Job `lembrar-renovacao`: e-mails each active Essencial user 7 days and 1 day before the period ends, with the
 * link to renew. Each reminder is recorded (user, period end, days) before it is sent, so a reminder goes out once
 * per period even with several replicas or runs; a failed send is forgotten so the next run tries again.
 * A period renewed early has a new end, so its reminders start over. Returns how many e-mails were sent.
 */
export async function lembrarRenovacao(ctx: AppContext, agora: number = Date.now()): Promise<number> {
  const candidatos = await ctx.db
    .select({
      id: usuarios.id,
      nome: usuarios.nome,
      email: usuarios.email,
      fuso: usuarios.fuso_horario,
      expiraEm: usuarios.plano_expira_em,
    })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.plano_status, 'ACTIVE'),
        ne(usuarios.plano_slug, 'vitalicio'),
        ne(usuarios.plano_slug, 'gratuito'),
        gt(usuarios.plano_expira_em, new Date(agora)),
        lte(usuarios.plano_expira_em, new Date(agora + DIAS_LEMBRETE[0] * DAY)),
      ),
    );
  const link = `${ctx.config.publicUrl.replace(/\/$/, '')}/upgrade`;
  let enviados = 0;
  for (const u of candidatos) {
    if (!u.expiraEm) continue;
    const restante = u.expiraEm.getTime() - agora;
    // The closest reminder that is due: 1 day when at most a day is left, else 7.
    const dias = DIAS_LEMBRETE.filter((d) => restante <= d * DAY).at(-1);
    if (dias === undefined) continue;
    const [novo] = await ctx.db
      .insert(lembretesRenovacao)
      .values({ usuario_id: u.id, expira_em: u.expiraEm, dias })
      .onConflictDoNothing()
      .returning({ id: lembretesRenovacao.id });
    if (!novo) continue;
    const vence = dataLocal(u.expiraEm, fusoValido(u.fuso));
    try {
      await ctx.mailer.send({
        to: u.email,
        ...emailDeRenovacao(u.nome.split(' ')[0] ?? u.nome, dias, vence, link),
      });
      enviados++;
    } catch (err) {
      await ctx.db.delete(lembretesRenovacao).where(eq(lembretesRenovacao.id, novo.id));
      console.error(`[lembrar-renovacao] falha ao enviar o lembrete a ${u.id}:`, err);
    }
  }
  // Old reminders are no longer needed once their period has ended.
  await ctx.db
    .delete(lembretesRenovacao)
    .where(sql`${lembretesRenovacao.expira_em} < ${new Date(agora - 30 * DAY)}`);
  return enviados;
}
