import {
  type CobrancaConfig,
  type CobrancaConfigParsed,
  MSG_COBRANCAS,
  type TipoChavePix,
} from '@consultorio/contracts/cobrancas';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cobrancaConfig } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';

/* The psychologist's PIX key and the rules of her charges (`GET/PUT /user/cobranca`, docs/product.md §18). */

type ConfigRow = typeof cobrancaConfig.$inferSelect;

const paraConfig = (row: ConfigRow): CobrancaConfig => ({
  chave_pix: row.chave_pix,
  tipo_chave: row.tipo_chave as TipoChavePix,
  nome_recebedor: row.nome_recebedor,
  cidade: row.cidade,
  vencimento_dias: row.vencimento_dias,
  lembrete_automatico: row.lembrete_automatico,
  mensagem: row.mensagem,
  cobrar_faltas: row.cobrar_faltas,
});

/** The saved settings, or null before the first save. */
export async function obterConfigCobranca(db: Db | Tx, usuarioId: string): Promise<CobrancaConfig | null> {
  const [row] = await db
    .select()
    .from(cobrancaConfig)
    .where(eq(cobrancaConfig.usuario_id, usuarioId))
    .limit(1);
  return row ? paraConfig(row) : null;
}

/** The settings a charge needs: without a key, "Cadastre sua chave PIX…" (422). */
export async function exigirConfigCobranca(db: Db | Tx, usuarioId: string): Promise<CobrancaConfig> {
  const config = await obterConfigCobranca(db, usuarioId);
  if (!config) throw unprocessable('chave_pix', MSG_COBRANCAS.semConfig);
  return config;
}

/** `PUT /user/cobranca`: a full replace (the key already checked and normalized by the contract). */
export async function salvarConfigCobranca(
  db: Db,
  usuarioId: string,
  input: CobrancaConfigParsed,
): Promise<CobrancaConfig> {
  const valores = {
    chave_pix: input.chave_pix.chave,
    tipo_chave: input.chave_pix.tipo,
    nome_recebedor: input.nome_recebedor,
    cidade: input.cidade,
    vencimento_dias: input.vencimento_dias,
    lembrete_automatico: input.lembrete_automatico,
    mensagem: input.mensagem,
    cobrar_faltas: input.cobrar_faltas,
  };
  const [row] = await db
    .insert(cobrancaConfig)
    .values({ usuario_id: usuarioId, ...valores })
    .onConflictDoUpdate({ target: cobrancaConfig.usuario_id, set: { ...valores, updated_at: sql`now()` } })
    .returning();
  return paraConfig(row);
}
