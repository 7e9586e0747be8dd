import { usuarioSchema } from './auth.ts';
import { dateSchema, moneySchema } from './common.ts';
import {
  cpfSchema,
  crpSchema,
  emailSchema,
  enderecoOutputSchema,
  enderecoSchema,
  nomeSchema,
  telefoneSchema,
} from './pessoa.ts';
import { z } from './zod.ts';

/** Free text of at most `max` characters, trimmed; blank becomes null (clears), omitted stays undefined (kept). */
const textoOpcional = (max: number, message: string) =>
  z
    .string({ message: 'Informe um texto.' })
    .trim()
    .max(max, { message })
    .transform((v) => (v === '' ? null : v))
    .nullish();

// The logged-in user's profile (`/user/profile`).
export const profileSchema = z.object({
  nome: nomeSchema,
  email: emailSchema,
  cpf: cpfSchema,
  crp: crpSchema,
  telefone: telefoneSchema,
  data_nascimento: dateSchema.nullish(),
  endereco: enderecoSchema.nullish(),
  valor_sessao_padrao: moneySchema.nullish(),
  duracao_sessao_padrao: z.number().int().min(10).max(240).default(50),
  fuso_horario: z.string().default('America/Sao_Paulo'),
  /** Occupation code of the Carnê-Leão Web (255: psicólogo). Omitted: kept as stored. */
  codigo_ocupacao: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, {
      message: 'Código de ocupação inválido: use os números do Carnê-Leão Web (255 para psicólogo).',
    })
    .optional(),
  /**
   * The rendimentos file asks the Receita to issue each PF payment's Receita Saúde receipt (docs/carne-leao.md §6).
   * Omitted: kept as stored.
   */
  emite_receita_saude: z.boolean({ message: 'Informe sim ou não.' }).optional(),
  /**
   * The video link given to online sessions booked without one (docs/product.md §16); blank clears it (each then
   * gets its own Jitsi Meet room). Omitted: kept as stored.
   */
  link_online_padrao: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .pipe(
      z
        .url({ protocol: /^https$/, message: 'Link inválido: informe um endereço que comece com https://' })
        .max(500, { message: 'Link longo demais (máximo de 500 caracteres).' })
        .nullish(),
    ),
  /**
   * Online care (Res. CFP 09/2024, docs/product.md §16): the video platform the therapeutic contract names, e.g.
   * "Google Meet". Blank clears; omitted: kept.
   */
  plataforma_online: textoOpcional(120, 'Plataforma longa demais (máximo de 120 caracteres).'),
  /**
   * The emergency referral route the contract gives online patients (CVV 188, SAMU 192, the nearest CAPS or UPA,
   * a contact person). Blank clears; omitted: kept.
   */
  encaminhamento_emergencia: textoOpcional(
    1000,
    'Encaminhamento de emergência longo demais (máximo de 1000 caracteres).',
  ),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ usuario: profileSchema.extend({ id: z.uuid() }) });

// Response shapes. Responses are encoded (not parsed) by the API, so they are plain: no transforms.
/** The titular's profile: her CPF, CRP and phone are always there (a secretária has no profile here). */
export const profileOutputSchema = usuarioSchema.pick({ id: true, nome: true, email: true }).extend({
  cpf: z.string(),
  crp: z.string(),
  telefone: z.string(),
  data_nascimento: z.string().nullable(),
  endereco: enderecoOutputSchema.nullable(),
  valor_sessao_padrao: z.number().nullable(),
  duracao_sessao_padrao: z.number().int(),
  fuso_horario: z.string(),
  codigo_ocupacao: z.string(),
  emite_receita_saude: z.boolean(),
  link_online_padrao: z.string().nullable(),
  plataforma_online: z.string().nullable(),
  encaminhamento_emergencia: z.string().nullable(),
});
export type ProfileOutput = z.infer<typeof profileOutputSchema>;
/** `GET/PUT /user/profile` answer. */
export const profileOutputResponseSchema = z.object({ usuario: profileOutputSchema });
