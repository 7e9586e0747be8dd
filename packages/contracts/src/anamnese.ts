import { textoOpcional } from './pacientes.ts';
import { z } from './zod.ts';

// docs/product.md §8.5: one per patient; every text is clinical and stored encrypted by the API.

/** The anamnese's text fields in the order of the form, with their Portuguese labels. */
export const ANAMNESE_CAMPOS = [
  ['queixa_principal', 'Queixa principal'],
  ['historico_queixa', 'Histórico da queixa'],
  ['historico_familiar', 'Histórico familiar'],
  ['historico_medico', 'Histórico médico'],
  ['medicamentos', 'Medicamentos em uso'],
  ['historico_psiquiatrico', 'Histórico psiquiátrico'],
  ['uso_substancias', 'Uso de substâncias'],
  ['sono', 'Sono'],
  ['alimentacao', 'Alimentação'],
  ['relacionamentos', 'Relacionamentos'],
  ['trabalho_estudos', 'Trabalho e estudos'],
  ['rotina', 'Rotina'],
  ['expectativas', 'Expectativas com a terapia'],
  ['observacoes', 'Observações'],
] as const;
export type AnamneseCampo = (typeof ANAMNESE_CAMPOS)[number][0];
export const ANAMNESE_FIELDS = ANAMNESE_CAMPOS.map(([campo]) => campo) as AnamneseCampo[];

const MAX = 20_000;

export const MSG_ANAMNESE = {
  queixaObrigatoria: 'Informe a queixa principal.',
  jaExiste: 'Este paciente já tem uma anamnese: edite a existente.',
} as const;

const queixaPrincipal = z
  .string({ message: MSG_ANAMNESE.queixaObrigatoria })
  .trim()
  .min(1, { message: MSG_ANAMNESE.queixaObrigatoria })
  .max(MAX, { message: `Texto longo demais (máximo de ${MAX} caracteres).` });

const opcional = textoOpcional(MAX);

/** `POST /paciente/{id}/anamnese`. */
export const anamneseCreateSchema = z.object({
  queixa_principal: queixaPrincipal,
  historico_queixa: opcional,
  historico_familiar: opcional,
  historico_medico: opcional,
  medicamentos: opcional,
  historico_psiquiatrico: opcional,
  uso_substancias: opcional,
  sono: opcional,
  alimentacao: opcional,
  relacionamentos: opcional,
  trabalho_estudos: opcional,
  rotina: opcional,
  expectativas: opcional,
  observacoes: opcional,
});
export type AnamneseCreate = z.input<typeof anamneseCreateSchema>;
export type AnamneseCreateParsed = z.output<typeof anamneseCreateSchema>;

/** `PUT /anamnese/{id}`: the fields sent replace the stored ones (null clears), the others are kept. */
export const anamneseUpdateSchema = anamneseCreateSchema.partial();
export type AnamneseUpdate = z.input<typeof anamneseUpdateSchema>;
export type AnamneseUpdateParsed = z.output<typeof anamneseUpdateSchema>;

export const anamneseSchema = z.object({
  id: z.uuid(),
  paciente_id: z.uuid(),
  queixa_principal: z.string(),
  historico_queixa: z.string().nullable(),
  historico_familiar: z.string().nullable(),
  historico_medico: z.string().nullable(),
  medicamentos: z.string().nullable(),
  historico_psiquiatrico: z.string().nullable(),
  uso_substancias: z.string().nullable(),
  sono: z.string().nullable(),
  alimentacao: z.string().nullable(),
  relacionamentos: z.string().nullable(),
  trabalho_estudos: z.string().nullable(),
  rotina: z.string().nullable(),
  expectativas: z.string().nullable(),
  observacoes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Anamnese = z.infer<typeof anamneseSchema>;
export const anamneseResponseSchema = z.object({ anamnese: anamneseSchema });
/** `GET /paciente/{id}/anamnese`: null while the patient has none. */
export const anamneseOrNullResponseSchema = z.object({ anamnese: anamneseSchema.nullable() });
