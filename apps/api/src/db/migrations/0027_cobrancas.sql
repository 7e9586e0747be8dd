-- Charging patients by PIX (docs/product.md §18, docs/decisions/0085-patient-charges.md): the psychologist's key
-- and defaults, the charges with their BR Code, and their items (a session is in at most one live charge).
CREATE TABLE "cobranca_config" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"chave_pix" text NOT NULL,
	"tipo_chave" text NOT NULL,
	"nome_recebedor" text NOT NULL,
	"cidade" text NOT NULL,
	"vencimento_dias" integer DEFAULT 3 NOT NULL,
	"lembrete_automatico" boolean DEFAULT true NOT NULL,
	"mensagem" text,
	"cobrar_faltas" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cobranca_config" ADD CONSTRAINT "cobranca_config_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"vencimento" date NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"competencia" text NOT NULL,
	"txid" text NOT NULL,
	"copia_e_cola" text NOT NULL,
	"pago_em" timestamp with time zone,
	"data_pagamento" date,
	"forma_pagamento" text,
	"cancelada_em" timestamp with time zone,
	"comprovante_key" text,
	"comprovante_tipo" text,
	"comprovante_tamanho" integer,
	"informada_em" timestamp with time zone,
	"motivo_recusa" text,
	"lembrete_enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobrancas_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_usuario_numero_unique" ON "cobrancas" USING btree ("usuario_id","numero");--> statement-breakpoint
CREATE INDEX "cobrancas_usuario_status_vencimento_idx" ON "cobrancas" USING btree ("usuario_id","status","vencimento");--> statement-breakpoint
CREATE INDEX "cobrancas_paciente_idx" ON "cobrancas" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "cobrancas_lembrete_pendente_idx" ON "cobrancas" USING btree ("vencimento") WHERE status = 'aberta' AND lembrete_enviado_em IS NULL;--> statement-breakpoint
CREATE TABLE "cobranca_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cobranca_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"descricao" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"sessao_id" uuid,
	"financeiro_id" uuid,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cobranca_itens" ADD CONSTRAINT "cobranca_itens_cobranca_id_cobrancas_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobrancas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca_itens" ADD CONSTRAINT "cobranca_itens_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobranca_itens_cobranca_idx" ON "cobranca_itens" USING btree ("cobranca_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "cobranca_itens_sessao_ativa_unique" ON "cobranca_itens" USING btree ("sessao_id") WHERE ativo AND sessao_id IS NOT NULL;
