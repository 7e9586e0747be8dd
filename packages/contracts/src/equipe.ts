import { PAPEIS, type Papel, senhaSchema } from './auth.ts';
import { emailSchema, nomeSchema } from './pessoa.ts';
import { z } from './zod.ts';

/*
 * The practice's team (docs/product.md §15): the psychologist who owns the account (`titular`) and the
 * secretárias she invites. A secretária acts on the titular's data — the agenda, the patients' registration, the
 * sessions' attendance and payment, reminders, and finance when the titular allows — never the clinical record.
 */

export { PAPEIS, type Papel };

export const PAPEL_LABELS: Record<Papel, string> = {
  titular: 'Psicóloga(o) titular',
  secretaria: 'Secretária',
};

/** An invitation is valid for 7 days. */
export const CONVITE_VALIDADE_DIAS = 7;

/**
 * What a secretária may do on a route that needs a session, declared on every such endpoint
 * (packages/contracts/src/api): `sim` — acts on the account's data as the titular does; `financeiro` — only when
 * the titular turned on her `acesso_financeiro`; `nao` — the titular's alone (403); `propria` — acts on her own
 * login (password, two-step login, her sessions, deleting her login), never on the titular's.
 */
export const DECISOES_SECRETARIA = ['sim', 'financeiro', 'nao', 'propria'] as const;
export type DecisaoSecretaria = (typeof DECISOES_SECRETARIA)[number];

export const MSG_EQUIPE = {
  areaDoTitular: 'Esta área é exclusiva do(a) psicólogo(a) titular da conta.',
  semFinanceiro: 'O(a) titular não liberou o acesso ao financeiro para você.',
  planoSemEquipe:
    'O plano do consultório não inclui secretária. Peça ao(à) titular para assinar um plano com equipe.',
  gratuitoSemEquipe:
    'O plano Gratuito não inclui secretária. Assine o Essencial (1 secretária) ou o Vitalício (até 3).',
  limite: (n: number) =>
    n === 1
      ? 'Seu plano permite 1 secretária, e a vaga já está ocupada (ou com convite pendente).'
      : `Seu plano permite até ${n} secretárias, e as vagas já estão ocupadas (ou com convites pendentes).`,
  emailJaTemConta: 'Este e-mail já tem uma conta no Consultório. Convide outro e-mail.',
  conviteInvalido: 'Este convite não existe, já foi usado ou expirou. Peça um novo convite.',
  campoClinico: (campo: string) => `A secretária não vê nem altera ${campo}: é informação clínica.`,
  sessaoComAnotacoes: 'Esta sessão tem anotações clínicas; só o(a) titular pode excluí-la.',
  lancamentoSemFinanceiro: 'Gerar o lançamento financeiro depende do acesso ao financeiro.',
} as const;

/** `POST /equipe/convites`. */
export const conviteCreateSchema = z.object({ nome: nomeSchema, email: emailSchema });
export type ConviteCreate = z.input<typeof conviteCreateSchema>;

/** A pending invitation, as the titular sees it. */
export const conviteSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  email: z.string(),
  expira_em: z.string(),
  criado_em: z.string(),
});
export type Convite = z.infer<typeof conviteSchema>;
export const conviteResponseSchema = z.object({ convite: conviteSchema });

export const membroSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(PAPEIS),
  acesso_financeiro: z.boolean(),
  criado_em: z.string(),
  ultimo_acesso_em: z.string().nullable(),
});
export type Membro = z.infer<typeof membroSchema>;
export const membroResponseSchema = z.object({ membro: membroSchema });

/** `GET /equipe`: the members and the pending invitations, with the plan's limit. */
export const equipeResponseSchema = z.object({
  membros: z.array(membroSchema),
  convites: z.array(conviteSchema),
  /** How many secretárias the plan allows (members and pending invitations count). */
  limite: z.number().int(),
});
export type EquipeResponse = z.infer<typeof equipeResponseSchema>;

/** `PUT /equipe/{id}`. */
export const membroUpdateSchema = z.object({
  acesso_financeiro: z.boolean({ message: 'Informe se ela tem acesso ao financeiro.' }),
});
export type MembroUpdate = z.infer<typeof membroUpdateSchema>;

/** The public invitation link's token. */
export const conviteTokenParamsSchema = z.object({ token: z.string().max(100) });

/** `GET /api/convites/{token}`: what the invitation page shows. */
export const convitePublicoResponseSchema = z.object({
  convite: z.object({ email: z.string(), nome: z.string(), consultorio: z.string() }),
});
export type ConvitePublicoResponse = z.infer<typeof convitePublicoResponseSchema>;

/** `POST /api/convites/{token}/aceitar`: her name and password (the sign-up's password rules). */
export const conviteAceitarSchema = z.object({ nome: nomeSchema, senha: senhaSchema });
export type ConviteAceitar = z.input<typeof conviteAceitarSchema>;
