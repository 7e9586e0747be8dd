-- The archived patients' partial index led by the owner (docs/decisions/0061-owner-scoped-index-access.md): on (id)
-- alone, the agenda's count of an account's archived patients read the archived patients of every account and kept
-- that account's; on (usuario_id, id) it reads only its own, and the agenda's NOT EXISTS probes (usuario_id, id).
DROP INDEX "pacientes_arquivados_idx";
--> statement-breakpoint
CREATE INDEX "pacientes_arquivados_idx" ON "pacientes" USING btree ("usuario_id","id") WHERE arquivado_em IS NOT NULL;
