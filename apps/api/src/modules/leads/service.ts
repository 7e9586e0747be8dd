import type { AppContext } from '../../context.ts';
import { leads } from '../../db/schema.ts';
import type { Ator } from '../../lib/ator.ts';

export interface LeadInput {
  nome: string;
  email: string;
  telefone?: string;
  mensagem?: string;
}

/** Stores a contact request from the landing page, with the moment of consent and where it came from. */
export async function criarLead(ctx: AppContext, ator: Ator, input: LeadInput): Promise<void> {
  await ctx.db.insert(leads).values({
    nome: input.nome,
    email: input.email,
    telefone: input.telefone || null,
    mensagem: input.mensagem || null,
    ip: ator.ip,
  });
}
