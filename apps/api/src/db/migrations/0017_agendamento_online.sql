-- Self-booking, online sessions and the calendar feed (docs/product.md §16). An appointment booked on the public
-- page has no patient until the psychologist links one: it carries the booker's name and contact instead.
ALTER TABLE "agendamentos" ALTER COLUMN "paciente_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD COLUMN "origem" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD COLUMN "reserva_nome" text;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD COLUMN "reserva_email" text;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD COLUMN "reserva_telefone" text;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_paciente_ou_reserva_check" CHECK ("paciente_id" IS NOT NULL OR "reserva_nome" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "link_online_padrao" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cadastro_epsi" text;--> statement-breakpoint
CREATE TABLE "agendamento_online" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"duracao_minutos" integer NOT NULL,
	"intervalo_minutos" integer DEFAULT 0 NOT NULL,
	"antecedencia_minima_horas" integer DEFAULT 24 NOT NULL,
	"janela_dias" integer DEFAULT 30 NOT NULL,
	"horarios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmacao" text DEFAULT 'automatica' NOT NULL,
	"modalidades" jsonb DEFAULT '["presencial"]'::jsonb NOT NULL,
	"mensagem" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agendamento_online" ADD CONSTRAINT "agendamento_online_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agendamento_online_slug_unique" ON "agendamento_online" USING btree ("slug");--> statement-breakpoint
CREATE TABLE "calendario_feeds" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"mostrar_nomes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendario_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendario_feeds" ADD CONSTRAINT "calendario_feeds_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;
