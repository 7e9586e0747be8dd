-- The psychologist's written documents (docs/product.md §14): declaração, atestado, relatório, laudo, parecer.
-- conteudo holds the encrypted JSON of every text; a deleted document keeps its row for the legal retention.
CREATE TABLE "documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"data" date NOT NULL,
	"conteudo" text NOT NULL,
	"sigiloso" boolean DEFAULT false NOT NULL,
	"excluido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_paciente_data_idx" ON "documentos" USING btree ("usuario_id","paciente_id","data","created_at") WHERE excluido_em IS NULL;
