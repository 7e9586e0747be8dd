ALTER TABLE "pacientes" ADD COLUMN "aceita_lembretes" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "agendamentos" ADD COLUMN "lembrete_enviado_em" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "agendamentos" ADD COLUMN "resposta_paciente" text;
--> statement-breakpoint
ALTER TABLE "agendamentos" ADD COLUMN "respondido_em" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "lembretes_config" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"antecedencia_horas" integer DEFAULT 24 NOT NULL,
	"modelo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lembretes_agendamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"agendamento_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_agendamento_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "lembretes_config" ADD CONSTRAINT "lembretes_config_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lembretes_agendamento" ADD CONSTRAINT "lembretes_agendamento_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lembretes_agendamento" ADD CONSTRAINT "lembretes_agendamento_agendamento_id_agendamentos_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamentos"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lembretes_agendamento_agendamento_idx" ON "lembretes_agendamento" USING btree ("agendamento_id");
--> statement-breakpoint
CREATE INDEX "agendamentos_lembrete_pendente_idx" ON "agendamentos" USING btree ("inicio") WHERE "status" = 'agendado' AND "lembrete_enviado_em" IS NULL;
