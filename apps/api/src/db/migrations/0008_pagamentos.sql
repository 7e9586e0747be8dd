CREATE TABLE "lembretes_renovacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"dias" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"plano_slug" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"provedor" text NOT NULL,
	"txid" text NOT NULL,
	"pix_copia_e_cola" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"pago_em" timestamp with time zone,
	"valor_pago_centavos" integer,
	"end_to_end_id" text,
	"aplicado_ate" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lembretes_renovacao" ADD CONSTRAINT "lembretes_renovacao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_plano_slug_planos_slug_fk" FOREIGN KEY ("plano_slug") REFERENCES "public"."planos"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lembretes_renovacao_unico_idx" ON "lembretes_renovacao" USING btree ("usuario_id","expira_em","dias");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_txid_idx" ON "pagamentos" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "pagamentos_usuario_created_idx" ON "pagamentos" USING btree ("usuario_id","created_at" DESC NULLS LAST);