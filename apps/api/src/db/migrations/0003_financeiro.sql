CREATE TABLE "financeiros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"data" date NOT NULL,
	"data_pagamento" date,
	"status" text NOT NULL,
	"categoria" text NOT NULL,
	"forma_pagamento" text,
	"paciente_id" uuid,
	"sessao_id" uuid,
	"origem" text DEFAULT 'pessoa_fisica' NOT NULL,
	"pagador_nome" text,
	"pagador_cpf" text,
	"beneficiario_cpf" text,
	"dedutivel_livro_caixa" boolean DEFAULT false NOT NULL,
	"observacoes" text,
	"busca" text GENERATED ALWAYS AS (busca_normalizada(descricao || ' ' || coalesce(pagador_nome, '') || ' ' || coalesce(observacoes, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financeiros" ADD CONSTRAINT "financeiros_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financeiros" ADD CONSTRAINT "financeiros_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financeiros_usuario_data_idx" ON "financeiros" USING btree ("usuario_id","data");--> statement-breakpoint
CREATE INDEX "financeiros_usuario_data_pagamento_idx" ON "financeiros" USING btree ("usuario_id","data_pagamento");--> statement-breakpoint
CREATE INDEX "financeiros_a_receber_idx" ON "financeiros" USING btree ("usuario_id","data") WHERE status = 'pendente' AND tipo = 'receita';--> statement-breakpoint
CREATE INDEX "financeiros_paciente_idx" ON "financeiros" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "financeiros_sessao_idx" ON "financeiros" USING btree ("sessao_id");--> statement-breakpoint
CREATE INDEX "financeiros_busca_trgm_idx" ON "financeiros" USING gin ("busca" gin_trgm_ops);