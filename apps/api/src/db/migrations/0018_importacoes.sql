-- Patients imported from a spreadsheet (docs/product.md §8.3.1): the preview waiting for its confirmation, its
-- rows encrypted, kept for an hour.
CREATE TABLE "importacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"dados" text NOT NULL,
	"mapeamento" jsonb NOT NULL,
	"linhas_total" integer NOT NULL,
	"erros" jsonb,
	"concluida_em" timestamp with time zone,
	"expira_em" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacoes_usuario_idx" ON "importacoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "importacoes_expira_idx" ON "importacoes" USING btree ("expira_em");
