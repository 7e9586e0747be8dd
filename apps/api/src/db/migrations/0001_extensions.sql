-- Extensions and functions the patients area needs (search that ignores accents and case, docs/product.md §8.3).
-- PGlite loads both extensions (db/client.ts); on PostgreSQL they are "trusted" contrib extensions.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- lower(unaccent(text)) declared IMMUTABLE (unaccent itself is only STABLE because its dictionary could change),
-- so generated columns and indexes can use it. The dictionary is named with its schema to stay immutable in fact.
CREATE OR REPLACE FUNCTION busca_normalizada(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
