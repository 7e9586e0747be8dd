-- The paid charge's receipt among the documents of the patient's page (docs/product.md §18): when the patient first
-- opened it, the same proof of delivery a delivered document keeps (docs/decisions/0074-document-delivery-proof.md).
ALTER TABLE "cobrancas" ADD COLUMN "recibo_visualizado_em" timestamp with time zone;
