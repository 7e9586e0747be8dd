-- Online care under Res. CFP 09/2024 (docs/product.md §16), which ended the e-Psi registration: the profile keeps,
-- instead of the e-Psi number, the video platform and the emergency referral route the therapeutic contract names.
ALTER TABLE "usuarios" DROP COLUMN "cadastro_epsi";--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "plataforma_online" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "encaminhamento_emergencia" text;
