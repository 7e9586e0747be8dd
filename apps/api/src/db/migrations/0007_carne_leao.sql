CREATE TABLE "carne_leao_calculos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"mes" integer NOT NULL,
	"modo" text NOT NULL,
	"inss_centavos" integer DEFAULT 0 NOT NULL,
	"dependentes" integer DEFAULT 0 NOT NULL,
	"pensao_centavos" integer DEFAULT 0 NOT NULL,
	"rendimentos_centavos" integer NOT NULL,
	"total_deducoes_centavos" integer NOT NULL,
	"base_centavos" integer NOT NULL,
	"imposto_devido_centavos" integer NOT NULL,
	"darf_transportado_centavos" integer DEFAULT 0 NOT NULL,
	"darf_valor_centavos" integer NOT NULL,
	"darf_vencimento" date NOT NULL,
	"calculo" jsonb NOT NULL,
	"status" text DEFAULT 'calculado' NOT NULL,
	"pdf_gerado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reducoes_irpf" (
	"id" serial PRIMARY KEY NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"fonte" text NOT NULL,
	"limite_integral_centavos" integer NOT NULL,
	"valor_maximo_centavos" integer NOT NULL,
	"limite_parcial_centavos" integer NOT NULL,
	"constante_centavos" integer NOT NULL,
	"coeficiente" numeric(12, 8) NOT NULL,
	CONSTRAINT "reducoes_irpf_vigencia_inicio_unique" UNIQUE("vigencia_inicio")
);
--> statement-breakpoint
CREATE TABLE "tabelas_irpf" (
	"id" serial PRIMARY KEY NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"fonte" text NOT NULL,
	"faixas" jsonb NOT NULL,
	"desconto_simplificado_centavos" integer NOT NULL,
	"deducao_dependente_centavos" integer NOT NULL,
	CONSTRAINT "tabelas_irpf_vigencia_inicio_unique" UNIQUE("vigencia_inicio")
);
--> statement-breakpoint
ALTER TABLE "carne_leao_calculos" ADD CONSTRAINT "carne_leao_calculos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carne_leao_calculos_usuario_mes_idx" ON "carne_leao_calculos" USING btree ("usuario_id","ano","mes");--> statement-breakpoint
-- The monthly progressive tables of the IRPF, one row per validity period with its legal source (docs/carne-leao.md).
-- Bands: upper limit and deduction in centavos (ate null = above the previous band), rate in percent as exact text.
INSERT INTO "tabelas_irpf" ("vigencia_inicio", "vigencia_fim", "fonte", "faixas", "desconto_simplificado_centavos", "deducao_dependente_centavos") VALUES
('2023-05-01', '2024-01-31', 'Lei 14.663/2023', '[{"ate":211200,"aliquota":"0","deducao":0},{"ate":282665,"aliquota":"7.5","deducao":15840},{"ate":375105,"aliquota":"15","deducao":37040},{"ate":466468,"aliquota":"22.5","deducao":65173},{"ate":null,"aliquota":"27.5","deducao":88496}]', 52800, 18959),
('2024-02-01', '2025-04-30', 'MP 1.206/2024 (Lei 14.848/2024)', '[{"ate":225920,"aliquota":"0","deducao":0},{"ate":282665,"aliquota":"7.5","deducao":16944},{"ate":375105,"aliquota":"15","deducao":38144},{"ate":466468,"aliquota":"22.5","deducao":66277},{"ate":null,"aliquota":"27.5","deducao":89600}]', 56480, 18959),
('2025-05-01', NULL, 'Lei 15.191/2025', '[{"ate":242880,"aliquota":"0","deducao":0},{"ate":282665,"aliquota":"7.5","deducao":18216},{"ate":375105,"aliquota":"15","deducao":39416},{"ate":466468,"aliquota":"22.5","deducao":67549},{"ate":null,"aliquota":"27.5","deducao":90873}]', 60720, 18959);
--> statement-breakpoint
-- The monthly reduction from 2026-01 (Lei 15.270/2025): up to R$ 5.000,00 of income, up to R$ 312,89; up to
-- R$ 7.350,00, 978,62 − 0,133145 × income; never negative, never more than the table tax.
INSERT INTO "reducoes_irpf" ("vigencia_inicio", "vigencia_fim", "fonte", "limite_integral_centavos", "valor_maximo_centavos", "limite_parcial_centavos", "constante_centavos", "coeficiente") VALUES
('2026-01-01', NULL, 'Lei 15.270/2025', 500000, 31289, 735000, 97862, 0.133145);
