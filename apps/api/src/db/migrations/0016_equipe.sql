-- The practice's team (docs/product.md §15): a secretária is a login of the titular's account. Her row has no
-- CPF, CRP or phone; titular_id points at the account she acts on and goes with it.
ALTER TABLE "usuarios" ADD COLUMN "papel" text DEFAULT 'titular' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "titular_id" uuid;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "acesso_financeiro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "ultimo_acesso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ALTER COLUMN "cpf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ALTER COLUMN "crp" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ALTER COLUMN "telefone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_titular_id_usuarios_id_fk" FOREIGN KEY ("titular_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_papel_check" CHECK (
	("papel" = 'titular' AND "titular_id" IS NULL AND "cpf" IS NOT NULL AND "crp" IS NOT NULL AND "telefone" IS NOT NULL)
	OR ("papel" = 'secretaria' AND "titular_id" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "usuarios_titular_idx" ON "usuarios" USING btree ("titular_id") WHERE titular_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "planos" ADD COLUMN "limite_equipe" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "planos" SET "limite_equipe" = 1 WHERE "slug" = 'essencial';--> statement-breakpoint
UPDATE "planos" SET "limite_equipe" = 3 WHERE "slug" = 'vitalicio';--> statement-breakpoint
CREATE TABLE "convites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "convites" ADD CONSTRAINT "convites_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convites_usuario_idx" ON "convites" USING btree ("usuario_id");
