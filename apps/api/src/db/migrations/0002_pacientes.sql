CREATE TABLE "anamneses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"queixa_principal" text NOT NULL,
	"historico_queixa" text,
	"historico_familiar" text,
	"historico_medico" text,
	"medicamentos" text,
	"historico_psiquiatrico" text,
	"uso_substancias" text,
	"sono" text,
	"alimentacao" text,
	"relacionamentos" text,
	"trabalho_estudos" text,
	"rotina" text,
	"expectativas" text,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anamneses_paciente_id_unique" UNIQUE("paciente_id")
);
--> statement-breakpoint
CREATE TABLE "pacientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"nome_social" text,
	"data_nascimento" date,
	"cpf" text,
	"rg" text,
	"genero" text,
	"email" text,
	"telefone" text NOT NULL,
	"endereco" jsonb,
	"profissao" text,
	"escolaridade" text,
	"estado_civil" text,
	"responsavel" jsonb,
	"contato_emergencia" jsonb,
	"modalidade" text,
	"frequencia" text,
	"valor_sessao_centavos" integer,
	"status_tratamento" text DEFAULT 'em_atendimento' NOT NULL,
	"data_inicio" date,
	"observacoes" text,
	"ultima_sessao" date,
	"arquivado_em" timestamp with time zone,
	"nome_ordem" text GENERATED ALWAYS AS (busca_normalizada(nome)) STORED NOT NULL,
	"busca" text GENERATED ALWAYS AS (busca_normalizada(nome || ' ' || coalesce(nome_social, '') || ' ' || coalesce(email, '') || ' ' || coalesce(cpf, '') || ' ' || telefone)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"data" date NOT NULL,
	"hora_inicio" time,
	"duracao_minutos" integer NOT NULL,
	"valor_centavos" integer,
	"presenca" text NOT NULL,
	"pago" boolean DEFAULT false NOT NULL,
	"forma_pagamento" text,
	"observacoes" text,
	"agendamento_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anamneses" ADD CONSTRAINT "anamneses_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anamneses" ADD CONSTRAINT "anamneses_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacientes" ADD CONSTRAINT "pacientes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pacientes_usuario_nome_idx" ON "pacientes" USING btree ("usuario_id","nome_ordem","id") WHERE arquivado_em IS NULL;--> statement-breakpoint
CREATE INDEX "pacientes_usuario_ultima_sessao_idx" ON "pacientes" USING btree ("usuario_id","ultima_sessao" DESC NULLS LAST) WHERE arquivado_em IS NULL;--> statement-breakpoint
CREATE INDEX "pacientes_busca_trgm_idx" ON "pacientes" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pacientes_usuario_cpf_unique" ON "pacientes" USING btree ("usuario_id","cpf") WHERE cpf IS NOT NULL AND arquivado_em IS NULL;--> statement-breakpoint
CREATE INDEX "sessoes_paciente_data_idx" ON "sessoes" USING btree ("paciente_id","data" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessoes_usuario_data_idx" ON "sessoes" USING btree ("usuario_id","data");