CREATE TABLE "agendamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"duracao_minutos" integer NOT NULL,
	"modalidade" text,
	"local" text,
	"link_online" text,
	"status" text DEFAULT 'agendado' NOT NULL,
	"observacoes" text,
	"valor_centavos" integer,
	"serie_id" uuid,
	"serie_frequencia" text,
	"serie_ordem" integer,
	"sessao_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agendamentos_usuario_inicio_idx" ON "agendamentos" USING btree ("usuario_id","inicio");--> statement-breakpoint
CREATE INDEX "agendamentos_paciente_inicio_idx" ON "agendamentos" USING btree ("paciente_id","inicio");--> statement-breakpoint
CREATE INDEX "agendamentos_serie_idx" ON "agendamentos" USING btree ("serie_id","serie_ordem") WHERE serie_id IS NOT NULL;