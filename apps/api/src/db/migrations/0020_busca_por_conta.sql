-- The patient search's trigram index led by the owner (docs/decisions/0024-patient-search.md,
-- docs/decisions/0061-owner-scoped-index-access.md). On (busca) alone, a common word read the matches of every
-- account and kept the account's: "silva" over 2,000 practices read 72,000 entries for 88 (7.5 ms; "magalhaes"
-- 24 ms). With usuario_id in the same GIN index (btree_gin gives uuid a GIN operator class), the index intersects
-- the account's entries with the words' and reads only the account's matches (0.9–2.7 ms).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX "pacientes_busca_trgm_idx";
--> statement-breakpoint
CREATE INDEX "pacientes_usuario_busca_trgm_idx" ON "pacientes" USING gin ("usuario_id","busca" gin_trgm_ops) WITH (fastupdate=off);
