import { z } from './zod.ts';

export const uuidSchema = z.uuid({ message: 'Identificador inválido.' });
export const idParamsSchema = z.object({ id: uuidSchema });

/** Calendar date as YYYY-MM-DD. */
export const dateSchema = z.iso.date({ message: 'Data inválida (use AAAA-MM-DD).' });

/** Money in reais, at most two decimals; stored as integer centavos by the API. */
export const moneySchema = z
  .number({ message: 'Informe um valor em reais.' })
  .nonnegative({ message: 'O valor não pode ser negativo.' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'Use no máximo dois decimais.' });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The one error shape of the API (docs/product.md §7.5). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  feature: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okSchema = z.object({ message: z.string() });
