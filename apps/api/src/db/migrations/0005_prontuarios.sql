CREATE TABLE "prontuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"sessao_id" uuid,
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text,
	"conteudo" text NOT NULL,
	"excluido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prontuarios" ADD CONSTRAINT "prontuarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prontuarios" ADD CONSTRAINT "prontuarios_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prontuarios" ADD CONSTRAINT "prontuarios_sessao_id_sessoes_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prontuarios_paciente_data_idx" ON "prontuarios" USING btree ("paciente_id","data","created_at");--> statement-breakpoint
CREATE INDEX "prontuarios_sessao_idx" ON "prontuarios" USING btree ("sessao_id") WHERE sessao_id IS NOT NULL;