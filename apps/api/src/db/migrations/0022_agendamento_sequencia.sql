-- The iCalendar SEQUENCE of each appointment (RFC 5545 §3.8.7.4; docs/decisions/0043-agenda-calendar.md): a change
-- of its time, length or status counts one more and moves updated_at (the feed's LAST-MODIFIED), so a calendar
-- subscribed to the feed replaces the event instead of keeping the old one. A trigger, so every path that writes
-- the appointment (the agenda, the public booking, a series, a job) counts alike.
ALTER TABLE "agendamentos" ADD COLUMN "sequencia" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION agendamento_sequencia() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.inicio IS DISTINCT FROM OLD.inicio OR NEW.fim IS DISTINCT FROM OLD.fim
     OR NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.sequencia := OLD.sequencia + 1;
    NEW.updated_at := greatest(now(), OLD.updated_at + interval '1 second');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER agendamento_sequencia BEFORE UPDATE ON "agendamentos" FOR EACH ROW EXECUTE FUNCTION agendamento_sequencia();
