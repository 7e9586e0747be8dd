-- The patient's own page (docs/product.md §17, docs/decisions/0072-patient-portal-access.md): links, their
-- sessions, the settings, forms, and the delivery of documents with its proof (docs/decisions/0074-document-delivery-proof.md).
CREATE TABLE "portal_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_cifrado" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"ultimo_acesso_em" timestamp with time zone,
	"falhas" integer DEFAULT 0 NOT NULL,
	"pausado_ate" timestamp with time zone,
	"codigo_hash" text,
	"codigo_expira_em" timestamp with time zone,
	"codigo_tentativas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_links_paciente_ativo_unique" ON "portal_links" USING btree ("paciente_id") WHERE revogado_em IS NULL;--> statement-breakpoint
CREATE INDEX "portal_links_usuario_paciente_idx" ON "portal_links" USING btree ("usuario_id","paciente_id");--> statement-breakpoint
CREATE TABLE "portal_sessoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "portal_sessoes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "portal_sessoes" ADD CONSTRAINT "portal_sessoes_link_id_portal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."portal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessoes" ADD CONSTRAINT "portal_sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessoes" ADD CONSTRAINT "portal_sessoes_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_sessoes_link_idx" ON "portal_sessoes" USING btree ("link_id");--> statement-breakpoint
CREATE TABLE "portal_config" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"permitir_cancelamento" boolean DEFAULT true NOT NULL,
	"antecedencia_cancelamento_horas" integer DEFAULT 24 NOT NULL,
	"mensagem" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_config" ADD CONSTRAINT "portal_config_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "formularios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"paciente_id" uuid NOT NULL,
	"modelo" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"respostas" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone,
	"respondido_em" timestamp with time zone,
	"aplicado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "formularios" ADD CONSTRAINT "formularios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formularios" ADD CONSTRAINT "formularios_paciente_id_pacientes_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."pacientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formularios_paciente_idx" ON "formularios" USING btree ("usuario_id","paciente_id","created_at");--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "entregue_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "visualizado_em" timestamp with time zone;
