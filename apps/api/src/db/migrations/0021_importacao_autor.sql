-- Who sent each import preview (docs/decisions/0057-team-secretaria.md): a secretária opens only the previews she
-- sent, since the titular's file may carry clinical notes in its columns.
ALTER TABLE "importacoes" ADD COLUMN "enviada_por" uuid;
--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_enviada_por_usuarios_id_fk" FOREIGN KEY ("enviada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;
