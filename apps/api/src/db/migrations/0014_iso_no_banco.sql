-- Instants as the API writes them, computed by the database for the lists it builds as JSON (the agenda's page,
-- docs/decisions.md "Fast at 10,000 patients"). Each is one expression, so the planner inlines it.
-- iso_local: the wall-clock time in a practice's time zone with its offset, "2026-03-10T14:00:00-03:00" (the same
-- text as isoLocal in packages/contracts/src/tempo.ts; a test compares both across DST changes).
CREATE OR REPLACE FUNCTION iso_local(instante timestamptz, fuso text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_char(instante AT TIME ZONE fuso, 'YYYY-MM-DD"T"HH24:MI:SS')
    || CASE WHEN (instante AT TIME ZONE fuso) < (instante AT TIME ZONE 'UTC') THEN '-' ELSE '+' END
    || to_char((@ extract(epoch FROM (instante AT TIME ZONE fuso) - (instante AT TIME ZONE 'UTC'))) * interval '1 second', 'HH24:MI')
$$;
--> statement-breakpoint
-- iso_utc: UTC with milliseconds, "2026-03-10T17:00:00.123Z" (JavaScript's Date.toISOString, microseconds cut).
CREATE OR REPLACE FUNCTION iso_utc(instante timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char(instante AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
