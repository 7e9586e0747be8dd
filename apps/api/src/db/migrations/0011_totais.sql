-- Monthly finance totals and daily session counts, kept by triggers in the same transaction as every write to
-- financeiros and sessoes (service, session hooks, cascades, account deletion, seeds alike), so the dashboards read a
-- few dozen rows instead of summing every entry (docs/decisions/0032-totals-kept-by-triggers.md). Statement-level
-- triggers with transition tables: a bulk insert of 100,000 entries is one grouped upsert, not 100,000. A key whose
-- count reaches zero is deleted, so a user with no entries has no totals rows.
CREATE TABLE "financeiro_totais" (
	"usuario_id" uuid NOT NULL,
	"mes" date NOT NULL,
	"tipo" text NOT NULL,
	"status" text NOT NULL,
	"categoria" text NOT NULL,
	"forma_pagamento" text DEFAULT '' NOT NULL,
	"valor_centavos" bigint DEFAULT 0 NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "financeiro_totais_pk" PRIMARY KEY("usuario_id","mes","tipo","status","categoria","forma_pagamento")
);
--> statement-breakpoint
CREATE TABLE "sessoes_totais" (
	"usuario_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"presenca" text NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sessoes_totais_pk" PRIMARY KEY("usuario_id","dia","presenca")
);
--> statement-breakpoint
ALTER TABLE "financeiro_totais" ADD CONSTRAINT "financeiro_totais_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessoes_totais" ADD CONSTRAINT "sessoes_totais_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION financeiro_totais_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows the statement removed count −1, rows it added +1 (an UPDATE does both). Keys are upserted in a fixed order,
  -- so concurrent writers lock totals rows in the same order.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO financeiro_totais AS t (usuario_id, mes, tipo, status, categoria, forma_pagamento, valor_centavos,
                                        quantidade)
    SELECT usuario_id, date_trunc('month', data)::date, tipo, status, categoria, coalesce(forma_pagamento, ''),
           -sum(valor_centavos), -count(*)
    FROM velhas GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (usuario_id, mes, tipo, status, categoria, forma_pagamento) DO UPDATE
      SET valor_centavos = t.valor_centavos + excluded.valor_centavos, quantidade = t.quantidade + excluded.quantidade;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO financeiro_totais AS t (usuario_id, mes, tipo, status, categoria, forma_pagamento, valor_centavos,
                                        quantidade)
    SELECT usuario_id, date_trunc('month', data)::date, tipo, status, categoria, coalesce(forma_pagamento, ''),
           sum(valor_centavos), count(*)
    FROM novas GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (usuario_id, mes, tipo, status, categoria, forma_pagamento) DO UPDATE
      SET valor_centavos = t.valor_centavos + excluded.valor_centavos, quantidade = t.quantidade + excluded.quantidade;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM financeiro_totais t
    USING (SELECT DISTINCT usuario_id, date_trunc('month', data)::date AS mes, tipo, status, categoria,
                           coalesce(forma_pagamento, '') AS forma_pagamento FROM velhas) v
    WHERE t.usuario_id = v.usuario_id AND t.mes = v.mes AND t.tipo = v.tipo AND t.status = v.status
      AND t.categoria = v.categoria AND t.forma_pagamento = v.forma_pagamento AND t.quantidade = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "financeiro_totais_insert" AFTER INSERT ON "financeiros" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION financeiro_totais_aplicar();
--> statement-breakpoint
CREATE TRIGGER "financeiro_totais_update" AFTER UPDATE ON "financeiros" REFERENCING OLD TABLE AS velhas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION financeiro_totais_aplicar();
--> statement-breakpoint
CREATE TRIGGER "financeiro_totais_delete" AFTER DELETE ON "financeiros" REFERENCING OLD TABLE AS velhas
  FOR EACH STATEMENT EXECUTE FUNCTION financeiro_totais_aplicar();
--> statement-breakpoint
CREATE FUNCTION sessoes_totais_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO sessoes_totais AS t (usuario_id, dia, presenca, quantidade)
    SELECT usuario_id, data, presenca, -count(*) FROM velhas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (usuario_id, dia, presenca) DO UPDATE SET quantidade = t.quantidade + excluded.quantidade;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO sessoes_totais AS t (usuario_id, dia, presenca, quantidade)
    SELECT usuario_id, data, presenca, count(*) FROM novas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (usuario_id, dia, presenca) DO UPDATE SET quantidade = t.quantidade + excluded.quantidade;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM sessoes_totais t USING (SELECT DISTINCT usuario_id, data, presenca FROM velhas) v
    WHERE t.usuario_id = v.usuario_id AND t.dia = v.data AND t.presenca = v.presenca AND t.quantidade = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessoes_totais_insert" AFTER INSERT ON "sessoes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION sessoes_totais_aplicar();
--> statement-breakpoint
CREATE TRIGGER "sessoes_totais_update" AFTER UPDATE ON "sessoes" REFERENCING OLD TABLE AS velhas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION sessoes_totais_aplicar();
--> statement-breakpoint
CREATE TRIGGER "sessoes_totais_delete" AFTER DELETE ON "sessoes" REFERENCING OLD TABLE AS velhas
  FOR EACH STATEMENT EXECUTE FUNCTION sessoes_totais_aplicar();
--> statement-breakpoint
-- Backfill: the totals of the rows already there.
INSERT INTO financeiro_totais (usuario_id, mes, tipo, status, categoria, forma_pagamento, valor_centavos, quantidade)
SELECT usuario_id, date_trunc('month', data)::date, tipo, status, categoria, coalesce(forma_pagamento, ''),
       sum(valor_centavos), count(*)
FROM financeiros GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO sessoes_totais (usuario_id, dia, presenca, quantidade)
SELECT usuario_id, data, presenca, count(*) FROM sessoes GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The patient list and search: the filter (busca, status) and the dashboard's counts (status, created_at) are read
-- from the index itself (an index-only scan where the visibility map allows), in name order.
DROP INDEX "pacientes_usuario_nome_idx";
--> statement-breakpoint
CREATE INDEX "pacientes_usuario_nome_idx" ON "pacientes" USING btree ("usuario_id","nome_ordem","id") INCLUDE ("busca","status_tratamento","created_at") WHERE arquivado_em IS NULL;
--> statement-breakpoint
-- The dashboard's birthdays of the month, already in (day, name) order.
CREATE INDEX "pacientes_aniversario_idx" ON "pacientes" USING btree ("usuario_id",(extract(month from "data_nascimento")),(extract(day from "data_nascimento")),"nome_ordem") WHERE arquivado_em IS NULL;
--> statement-breakpoint
-- The few archived patients: the agenda counts a month with a NOT EXISTS on them instead of joining every patient.
CREATE INDEX "pacientes_arquivados_idx" ON "pacientes" USING btree ("id") WHERE arquivado_em IS NOT NULL;
