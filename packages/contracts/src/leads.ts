import { emailSchema, nomeSchema, telefoneSchema } from './pessoa.ts';
import { z } from './zod.ts';

/** A contact request from the public landing page (`POST /leads`). */
export const leadRequestSchema = z.object({
  nome: nomeSchema,
  email: emailSchema,
  telefone: telefoneSchema.optional().or(z.literal('').transform(() => undefined)),
  mensagem: z
    .string()
    .trim()
    .max(2000, { message: 'Mensagem longa demais (máximo de 2000 caracteres).' })
    .optional(),
  consentimento: z.literal(true, { message: 'É preciso consentir com o uso dos seus dados para contato.' }),
});
export type LeadRequest = z.input<typeof leadRequestSchema>;
