-- PHQ-9 and GAD-7 answered from the patient's page (docs/escalas.md, docs/decisions/0088-escalas.md): the schedules
-- and the applications, answers encrypted (FieldCipher), one application waiting per patient and scale.
CREATE TABLE "escalas_recorrencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"escala" text NOT NULL,
	"recorrencia" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"encerrada_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "escalas_recorrencias" ADD CONSTRAINT "escalas_recorrencias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalas_recorrencias" ADD CONSTRAINT "escalas_recorrencias_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "escalas_recorrencias_ativa_unique" ON "escalas_recorrencias" USING btree ("usuario_id","paciente_id","escala") WHERE encerrada_em IS NULL;--> statement-breakpoint
CREATE TABLE "escalas_aplicacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"escala" text NOT NULL,
	"recorrencia_id" uuid,
	"recorrencia" text DEFAULT 'unica' NOT NULL,
	"origem" text DEFAULT 'portal' NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"enviada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"respondida_em" timestamp with time zone,
	"respostas" text,
	"alerta" boolean DEFAULT false NOT NULL,
	"alerta_visto_em" timestamp with time zone,
	"encerrada_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "escalas_aplicacoes" ADD CONSTRAINT "escalas_aplicacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalas_aplicacoes" ADD CONSTRAINT "escalas_aplicacoes_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalas_aplicacoes" ADD CONSTRAINT "escalas_aplicacoes_recorrencia_id_escalas_recorrencias_id_fk" FOREIGN KEY ("recorrencia_id") REFERENCES "public"."escalas_recorrencias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escalas_aplicacoes_paciente_idx" ON "escalas_aplicacoes" USING btree ("usuario_id","paciente_id","enviada_em");--> statement-breakpoint
CREATE UNIQUE INDEX "escalas_aplicacoes_pendente_unique" ON "escalas_aplicacoes" USING btree ("usuario_id","paciente_id","escala") WHERE status = 'pendente';--> statement-breakpoint
CREATE INDEX "escalas_aplicacoes_alerta_idx" ON "escalas_aplicacoes" USING btree ("usuario_id","paciente_id") WHERE alerta AND alerta_visto_em IS NULL;
