-- The Carnê-Leão Web import (docs/carne-leao.md §6). The plano de contas of the livro-caixa is data, as the tax
-- tables are: the accounts a deductible despesa may take (P10.01, livro-caixa) and the other deductions the
-- Carnê-Leão books (P20.01). A finance entry gains its account and where it stands in the Receita's books:
-- carne_leao_marca is null (derived: a_escriturar or nao_se_aplica), 'escriturado' (confirmed imported) or
-- 'recibo_emitido_no_app' (the Receita Saúde receipt was issued in the Receita's app).
CREATE TABLE "plano_de_contas" (
	"codigo" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"grupo" text NOT NULL,
	"livro_caixa" boolean NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "plano_de_contas" ("codigo", "descricao", "grupo", "livro_caixa", "ordem") VALUES
	('P10.01.00001', 'Água', 'livro_caixa', true, 1),
	('P10.01.00002', 'Aluguel', 'livro_caixa', true, 2),
	('P10.01.00003', 'Condomínio', 'livro_caixa', true, 3),
	('P10.01.00004', 'Contribuição a conselho ou entidade de classe', 'livro_caixa', true, 4),
	('P10.01.00005', 'Cópias e autenticações', 'livro_caixa', true, 5),
	('P10.01.00006', 'Emolumentos', 'livro_caixa', true, 6),
	('P10.01.00007', 'Energia elétrica', 'livro_caixa', true, 7),
	('P10.01.00008', 'Gás', 'livro_caixa', true, 8),
	('P10.01.00009', 'IPTU', 'livro_caixa', true, 9),
	('P10.01.00010', 'ISS', 'livro_caixa', true, 10),
	('P10.01.00011', 'Material de limpeza', 'livro_caixa', true, 11),
	('P10.01.00012', 'Material de escritório', 'livro_caixa', true, 12),
	('P10.01.00013', 'Remuneração de terceiros com vínculo empregatício (INSS, FGTS)', 'livro_caixa', true, 13),
	('P10.01.00014', 'Telefone', 'livro_caixa', true, 14),
	('P20.01.00001', 'Previdência oficial', 'deducao', false, 101),
	('P20.01.00002', 'Pensão alimentícia', 'deducao', false, 102);
--> statement-breakpoint
ALTER TABLE "financeiros" ADD COLUMN "codigo_plano_contas" text REFERENCES "plano_de_contas"("codigo");
--> statement-breakpoint
ALTER TABLE "financeiros" ADD COLUMN "carne_leao_marca" text CHECK ("carne_leao_marca" IN ('escriturado', 'recibo_emitido_no_app'));
--> statement-breakpoint
ALTER TABLE "financeiros" ADD COLUMN "escriturado_em" timestamp with time zone;
--> statement-breakpoint
-- Deductible despesas already kept get their category's default account (CONTA_PADRAO_POR_CATEGORIA).
UPDATE "financeiros" SET "codigo_plano_contas" = CASE "categoria"
	WHEN 'aluguel' THEN 'P10.01.00002'
	WHEN 'impostos' THEN 'P10.01.00010'
	ELSE 'P10.01.00012' END
WHERE "tipo" = 'despesa' AND "dedutivel_livro_caixa";
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "codigo_ocupacao" text DEFAULT '255' NOT NULL;
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "emite_receita_saude" boolean DEFAULT true NOT NULL;
