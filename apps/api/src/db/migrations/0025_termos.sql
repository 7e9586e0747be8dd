-- Terms the patient signs in their page (docs/product.md §20, docs/decisions/0080-terms-frozen-and-hashed.md,
-- docs/decisions/0081-term-signature-evidence.md): the psychologist's own model texts, the terms sent with their
-- frozen text, hash and signature evidence, and how each portal session identified the person.
CREATE TABLE "termos_modelos" (
	"usuario_id" uuid NOT NULL,
	"modelo" text NOT NULL,
	"texto" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "termos_modelos_usuario_id_modelo_pk" PRIMARY KEY("usuario_id","modelo")
);
--> statement-breakpoint
ALTER TABLE "termos_modelos" ADD CONSTRAINT "termos_modelos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "termos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"modelo" text NOT NULL,
	"titulo" text NOT NULL,
	"texto" text NOT NULL,
	"hash" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelado_em" timestamp with time zone,
	"recusado_em" timestamp with time zone,
	"motivo_recusa" text,
	"assinado_em" timestamp with time zone,
	"assinado_em_local" text,
	"assinante_nome" text,
	"assinante_cpf" text,
	"assinante_papel" text,
	"assinante_parentesco" text,
	"assinatura_ip" text,
	"assinatura_user_agent" text,
	"assinatura_sessao_id" uuid,
	"assinatura_identificacao" text,
	"assinatura_hash" text
);
--> statement-breakpoint
ALTER TABLE "termos" ADD CONSTRAINT "termos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termos" ADD CONSTRAINT "termos_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "termos_paciente_idx" ON "termos" USING btree ("usuario_id","paciente_id","criado_em");--> statement-breakpoint
ALTER TABLE "portal_sessoes" ADD COLUMN "identificacao" text;
