CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"tamanho_bytes" integer NOT NULL,
	"origem" text NOT NULL,
	"dia" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backups_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "codigos_recuperacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"codigo_hash" text NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contas_excluidas" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cpf" text NOT NULL,
	"email" text NOT NULL,
	"excluido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desafios_2fa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"desafio_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desafios_2fa_desafio_hash_unique" UNIQUE("desafio_hash")
);
--> statement-breakpoint
CREATE TABLE "dois_fatores" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"segredo" text NOT NULL,
	"ativado_em" timestamp with time zone,
	"ultimo_passo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_recuperacao" ADD CONSTRAINT "codigos_recuperacao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafios_2fa" ADD CONSTRAINT "desafios_2fa_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dois_fatores" ADD CONSTRAINT "dois_fatores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_usuario_criado_idx" ON "backups" USING btree ("usuario_id","criado_em" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "backups_automatico_dia_idx" ON "backups" USING btree ("usuario_id","dia");--> statement-breakpoint
CREATE INDEX "codigos_recuperacao_usuario_idx" ON "codigos_recuperacao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "desafios_2fa_usuario_idx" ON "desafios_2fa" USING btree ("usuario_id");