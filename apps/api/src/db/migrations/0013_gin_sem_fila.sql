-- Trigram indexes without GIN's pending list (fastupdate = off). With it, new rows wait in an unsorted list that
-- only VACUUM (autovacuum on PostgreSQL; never on the embedded PGlite, which has no autovacuum) or a full 4 MB list
-- merges into the index, and every search reads the whole list: on PGlite at 10,000 patients the list held 188
-- pages and a search took 5–9 ms instead of 1–2 ms (docs/decisions/0024-patient-search.md). Each insert
-- now updates the index itself (a little slower writes, searches that stay fast). The lists already there are
-- merged now.
ALTER INDEX "pacientes_busca_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "financeiros_busca_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('pacientes_busca_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('financeiros_busca_trgm_idx'::regclass);
