import { dateSchema, uuidSchema } from './common.ts';
import { textoOpcional } from './pacientes.ts';
import { emailSchema, nomeSchema, telefoneSchema } from './pessoa.ts';
import { z } from './zod.ts';

/*
 * Self-booking (docs/product.md §16): the psychologist's public booking page, what a visitor sees and books, and
 * the agenda's calendar feed. Hours are wall-clock times of the psychologist's time zone.
 */

export const MODALIDADES_ONLINE = ['presencial', 'online'] as const;
export type ModalidadeOnline = (typeof MODALIDADES_ONLINE)[number];
export const CONFIRMACOES = ['automatica', 'manual'] as const;
export type Confirmacao = (typeof CONFIRMACOES)[number];
export const CONFIRMACAO_LABELS: Record<Confirmacao, string> = {
  automatica: 'Automática: o horário fica reservado na hora',
  manual: 'Manual: eu aceito ou recuso cada pedido',
};
export const DIAS_SEMANA = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** Where an appointment came from: typed in the agenda, or booked by a visitor on the public page. */
export const ORIGENS_AGENDAMENTO = ['manual', 'agendamento_online'] as const;
export type OrigemAgendamento = (typeof ORIGENS_AGENDAMENTO)[number];

/** The widest period one request for free times may ask (the page asks a week at a time). */
export const MAX_DIAS_CONSULTA = 62;

export const MSG_AGENDAMENTO_ONLINE = {
  slugEmUso: 'Este endereço já está em uso por outro profissional: escolha outro.',
  slug: 'Use de 3 a 50 letras minúsculas, números ou hífens, sem hífen no início ou no fim (ex.: ana-souza).',
  hora: 'Hora inválida: use HH:MM, ex.: 08:30.',
  fimAntesDoInicio: 'O fim do horário deve ser depois do início.',
  sobreposto: (dia: string) => `Há horários sobrepostos na ${dia}: ajuste o início ou o fim.`,
  semHorarios: 'Informe ao menos um horário de atendimento para ativar a página.',
  modalidades: 'Escolha ao menos uma modalidade.',
  paginaNaoEncontrada: 'Página de agendamento não encontrada.',
  horarioIndisponivel: 'Este horário não está disponível. Escolha outro na lista.',
  horarioTomado: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro.',
  aceite: 'Para agendar, é preciso concordar com o uso dos seus dados para o agendamento.',
  modalidadeIndisponivel: 'Esta modalidade não é oferecida nesta página.',
  honeypot: 'Não foi possível concluir o agendamento.',
  periodo: `Consulte no máximo ${MAX_DIAS_CONSULTA} dias de uma vez, com o fim depois do início.`,
  reservado: 'Agendamento confirmado. Enviamos os detalhes para o seu e-mail.',
  solicitado: 'Pedido enviado. Você receberá um e-mail quando o horário for confirmado.',
  naoSolicitado: 'Este agendamento não é um pedido aguardando resposta.',
  jaVinculado: 'Este agendamento já está vinculado a um paciente.',
  aceito: 'Agendamento aceito. Avisamos a pessoa por e-mail.',
  recusado: 'Pedido recusado. Avisamos a pessoa por e-mail.',
  vinculado: 'Paciente vinculado ao agendamento.',
  semPaciente: 'Vincule um paciente a este agendamento antes de registrar a sessão.',
  feedCriado: 'Endereço do calendário criado. Copie-o agora: por segurança, ele não será mostrado de novo.',
  feedRevogado: 'Endereço do calendário desativado: os calendários que o usam deixam de receber a agenda.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Settings: GET/PUT /user/agendamento-online

const horaSchema = z
  .string({ message: MSG_AGENDAMENTO_ONLINE.hora })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: MSG_AGENDAMENTO_ONLINE.hora });

export const horarioAtendimentoSchema = z
  .object({
    dia_semana: z
      .number({ message: 'Dia da semana inválido (0 = domingo … 6 = sábado).' })
      .int({ message: 'Dia da semana inválido (0 = domingo … 6 = sábado).' })
      .min(0, { message: 'Dia da semana inválido (0 = domingo … 6 = sábado).' })
      .max(6, { message: 'Dia da semana inválido (0 = domingo … 6 = sábado).' }),
    inicio: horaSchema,
    fim: horaSchema,
  })
  .refine((h) => h.fim > h.inicio, { path: ['fim'], message: MSG_AGENDAMENTO_ONLINE.fimAntesDoInicio });
export type HorarioAtendimento = z.output<typeof horarioAtendimentoSchema>;

const inteiro = (rotulo: string, min: number, max: number) =>
  z
    .number({ message: `Informe ${rotulo}.` })
    .int({ message: `Informe ${rotulo} em números inteiros.` })
    .min(min, { message: `${rotulo[0].toUpperCase()}${rotulo.slice(1)}: mínimo de ${min}.` })
    .max(max, { message: `${rotulo[0].toUpperCase()}${rotulo.slice(1)}: máximo de ${max}.` });

/**
 * The page's address as it is typed: "Dra. Márcia Souza" → "dra-marcia-souza". Accents go, capitals go down, any
 * run of other characters becomes one hyphen; a trailing hyphen stays so the next word can be typed after it.
 */
export const slugDigitado = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 50);

/** A finished address from any text: as typed, without a trailing hyphen ("Dra. Ana Souza" → "dra-ana-souza"). */
export const slugFinal = (texto: string): string => slugDigitado(texto).replace(/-+$/, '');

export const slugSchema = z
  .string({ message: MSG_AGENDAMENTO_ONLINE.slug })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,48})[a-z0-9]$/, { message: MSG_AGENDAMENTO_ONLINE.slug })
  .refine((s) => !s.includes('--'), { message: MSG_AGENDAMENTO_ONLINE.slug });

/** `PUT /user/agendamento-online`: the whole settings (omitted fields take the defaults). */
export const agendamentoOnlineSchema = z
  .object({
    ativo: z.boolean({ message: 'Informe se a página está ativa.' }).default(false),
    slug: slugSchema,
    duracao_minutos: inteiro('a duração em minutos', 15, 240).default(50),
    /** Free minutes kept after each appointment (and before the next offered time). */
    intervalo_minutos: inteiro('o intervalo em minutos', 0, 120).default(0),
    antecedencia_minima_horas: inteiro('a antecedência mínima em horas', 0, 720).default(24),
    janela_dias: inteiro('quantos dias à frente', 1, 180).default(30),
    horarios: z
      .array(horarioAtendimentoSchema)
      .max(50, { message: 'No máximo 50 faixas de horário.' })
      .default([]),
    confirmacao: z
      .enum(CONFIRMACOES, { message: 'Confirmação inválida (automatica ou manual).' })
      .default('automatica'),
    modalidades: z
      .array(z.enum(MODALIDADES_ONLINE, { message: 'Modalidade inválida (presencial ou online).' }), {
        message: MSG_AGENDAMENTO_ONLINE.modalidades,
      })
      .min(1, { message: MSG_AGENDAMENTO_ONLINE.modalidades })
      .transform((m) => [...new Set(m)])
      .default(['presencial']),
    mensagem: textoOpcional(1000),
  })
  .superRefine((c, ctx) => {
    if (c.ativo && c.horarios.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['horarios'], message: MSG_AGENDAMENTO_ONLINE.semHorarios });
    }
    c.horarios.forEach((h, i) => {
      const sobrepoe = c.horarios.some(
        (o, j) => j < i && o.dia_semana === h.dia_semana && o.inicio < h.fim && h.inicio < o.fim,
      );
      if (sobrepoe) {
        ctx.addIssue({
          code: 'custom',
          path: ['horarios', i, 'inicio'],
          message: MSG_AGENDAMENTO_ONLINE.sobreposto(DIAS_SEMANA[h.dia_semana].toLowerCase()),
        });
      }
    });
  });
export type AgendamentoOnlineInput = z.input<typeof agendamentoOnlineSchema>;
export type AgendamentoOnlineParsed = z.output<typeof agendamentoOnlineSchema>;

export const agendamentoOnlineOutputSchema = z.object({
  ativo: z.boolean(),
  slug: z.string(),
  duracao_minutos: z.number().int(),
  intervalo_minutos: z.number().int(),
  antecedencia_minima_horas: z.number().int(),
  janela_dias: z.number().int(),
  horarios: z.array(z.object({ dia_semana: z.number().int(), inicio: z.string(), fim: z.string() })),
  confirmacao: z.enum(CONFIRMACOES),
  modalidades: z.array(z.enum(MODALIDADES_ONLINE)),
  mensagem: z.string().nullable(),
  /** The public page's address (PUBLIC_URL/agendar/{slug}). */
  url: z.string(),
  /** False until the settings are saved once (GET then answers a suggestion). */
  salvo: z.boolean(),
});
export type AgendamentoOnline = z.infer<typeof agendamentoOnlineOutputSchema>;
export const agendamentoOnlineResponseSchema = z.object({
  agendamento_online: agendamentoOnlineOutputSchema,
});
export type AgendamentoOnlineResponse = z.infer<typeof agendamentoOnlineResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The public page: GET /publico/agenda/{slug}, …/horarios, POST …/reservas

export const slugParamsSchema = z.object({
  slug: z.string().max(100, { message: MSG_AGENDAMENTO_ONLINE.paginaNaoEncontrada }),
});

export const agendaPublicaSchema = z.object({
  profissional: z.object({ nome: z.string(), crp: z.string() }),
  duracao_minutos: z.number().int(),
  modalidades: z.array(z.enum(MODALIDADES_ONLINE)),
  mensagem: z.string().nullable(),
});
export type AgendaPublica = z.infer<typeof agendaPublicaSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `?de=&ate=`: days (YYYY-MM-DD, psychologist's time zone), both included; default: today and the next 6 days. */
export const horariosQuerySchema = z.object({
  de: z.preprocess(blankToUndefined, dateSchema.optional()),
  ate: z.preprocess(blankToUndefined, dateSchema.optional()),
});
export const horariosLivresSchema = z.object({
  /** Start of each free time, ISO instant with the psychologist's offset, in order. */
  horarios: z.array(z.object({ inicio: z.string() })),
});
export type HorariosLivres = z.infer<typeof horariosLivresSchema>;

export const reservaCreateSchema = z.object({
  inicio: z.iso.datetime({ offset: true, message: MSG_AGENDAMENTO_ONLINE.horarioIndisponivel }),
  nome: nomeSchema,
  email: emailSchema,
  telefone: telefoneSchema,
  modalidade: z.enum(MODALIDADES_ONLINE, { message: 'Escolha presencial ou online.' }),
  aceite_privacidade: z.literal(true, { message: MSG_AGENDAMENTO_ONLINE.aceite }),
  /** Honeypot: a hidden field people never fill. */
  website: z.string().max(500).optional(),
});
export type ReservaCreate = z.input<typeof reservaCreateSchema>;

export const STATUS_RESERVA = ['agendado', 'confirmado', 'solicitado'] as const;
export const reservaSchema = z.object({
  status: z.enum(STATUS_RESERVA),
  inicio: z.string(),
  duracao_minutos: z.number().int(),
  modalidade: z.enum(MODALIDADES_ONLINE),
  /** The video link of an online session once it is confirmed. */
  link_online: z.string().nullable(),
  /** Where a presencial session happens (the practice's address), when the profile has one. */
  local: z.string().nullable(),
  profissional: z.object({ nome: z.string() }),
});
export type Reserva = z.infer<typeof reservaSchema>;
export const reservaResponseSchema = z.object({ message: z.string(), reserva: reservaSchema });
export type ReservaResponse = z.infer<typeof reservaResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The psychologist's side of a booking: POST /agendamento/{id}/aceitar | recusar | vincular

export const vincularSchema = z.object({ paciente_id: uuidSchema });
export type Vincular = z.input<typeof vincularSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Calendar feed: GET/POST/DELETE /user/calendario, GET /calendario/{token}.ics

export const calendarioCreateSchema = z.object({
  /** Titles with the patient's full name instead of initials. */
  mostrar_nomes: z.boolean({ message: 'Informe sim ou não.' }).default(false),
});
export const calendarioStatusSchema = z.object({
  ativo: z.boolean(),
  mostrar_nomes: z.boolean(),
  criado_em: z.string().nullable(),
});
export const calendarioStatusResponseSchema = z.object({ calendario: calendarioStatusSchema });
export const calendarioCreateResponseSchema = z.object({
  message: z.string(),
  /** PUBLIC_URL/api/calendario/{token}.ics — shown once. */
  url: z.string(),
  calendario: calendarioStatusSchema,
});
export type CalendarioCreateResponse = z.infer<typeof calendarioCreateResponseSchema>;
export const calendarioArquivoParamsSchema = z.object({
  arquivo: z.string().max(200, { message: 'Calendário não encontrado.' }),
});
