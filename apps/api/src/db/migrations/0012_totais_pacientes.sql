-- Patients per status (archived ones left out), kept by triggers like the totals of 0011_totais: the dashboard's
-- "pacientes ativos" and the plan's patient count read one row instead of counting every patient. An UPDATE that
-- changes neither the status nor the archiving (e.g. ultima_sessao after each session) writes nothing.
CREATE TABLE "pacientes_totais" (
	"usuario_id" uuid NOT NULL,
	"status_tratamento" text NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pacientes_totais_pk" PRIMARY KEY("usuario_id","status_tratamento")
);
--> statement-breakpoint
ALTER TABLE "pacientes_totais" ADD CONSTRAINT "pacientes_totais_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION pacientes_totais_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pacientes_totais AS t (usuario_id, status_tratamento, quantidade)
    SELECT usuario_id, status_tratamento, count(*) FROM novas WHERE arquivado_em IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (usuario_id, status_tratamento) DO UPDATE SET quantidade = t.quantidade + excluded.quantidade;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO pacientes_totais AS t (usuario_id, status_tratamento, quantidade)
    SELECT usuario_id, status_tratamento, -count(*) FROM velhas WHERE arquivado_em IS NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (usuario_id, status_tratamento) DO UPDATE SET quantidade = t.quantidade + excluded.quantidade;
  ELSE
    INSERT INTO pacientes_totais AS t (usuario_id, status_tratamento, quantidade)
    SELECT usuario_id, status_tratamento, sum(n) FROM (
      SELECT usuario_id, status_tratamento, 1 AS n FROM novas WHERE arquivado_em IS NULL
      UNION ALL
      SELECT usuario_id, status_tratamento, -1 FROM velhas WHERE arquivado_em IS NULL
    ) d
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (usuario_id, status_tratamento) DO UPDATE SET quantidade = t.quantidade + excluded.quantidade;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM pacientes_totais t USING (SELECT DISTINCT usuario_id, status_tratamento FROM velhas) v
    WHERE t.usuario_id = v.usuario_id AND t.status_tratamento = v.status_tratamento AND t.quantidade = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pacientes_totais_insert" AFTER INSERT ON "pacientes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION pacientes_totais_aplicar();
--> statement-breakpoint
CREATE TRIGGER "pacientes_totais_update" AFTER UPDATE ON "pacientes" REFERENCING OLD TABLE AS velhas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION pacientes_totais_aplicar();
--> statement-breakpoint
CREATE TRIGGER "pacientes_totais_delete" AFTER DELETE ON "pacientes" REFERENCING OLD TABLE AS velhas
  FOR EACH STATEMENT EXECUTE FUNCTION pacientes_totais_aplicar();
--> statement-breakpoint
INSERT INTO pacientes_totais (usuario_id, status_tratamento, quantidade)
SELECT usuario_id, status_tratamento, count(*) FROM pacientes WHERE arquivado_em IS NULL GROUP BY 1, 2;
--> statement-breakpoint
-- The dashboard's new patients of the month: a range of this index, not every patient.
CREATE INDEX "pacientes_usuario_criado_idx" ON "pacientes" USING btree ("usuario_id","created_at") WHERE arquivado_em IS NULL;
