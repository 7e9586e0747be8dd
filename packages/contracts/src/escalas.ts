import { dateSchema } from './common.ts';
import { z } from './zod.ts';

/*
 * Screening and monitoring scales the patient answers (docs/escalas.md, docs/decisions/0088-escalas.md): PHQ-9
 * (depressive symptoms) and GAD-7 (anxiety), in their published Brazilian Portuguese versions, word for word —
 * the sources and the one orthographic update are in docs/escalas.md. They are not psychological tests under
 * SATEPSI (Res. CFP 31/2022) and are no sole basis for a document; every screen that shows them says so.
 */

export const ESCALAS = ['phq9', 'gad7'] as const;
export type Escala = (typeof ESCALAS)[number];

export const RECORRENCIAS_ESCALA = ['unica', 'semanal', 'quinzenal', 'mensal'] as const;
export type RecorrenciaEscala = (typeof RECORRENCIAS_ESCALA)[number];

export const RECORRENCIA_ESCALA_LABELS: Record<RecorrenciaEscala, string> = {
  unica: 'Uma vez',
  semanal: 'Toda semana',
  quinzenal: 'A cada 15 dias',
  mensal: 'Todo mês',
};

/** pendente: in the patient's page; respondida: answered (portal or paper); encerrada: withdrawn unanswered. */
export const STATUS_APLICACAO = ['pendente', 'respondida', 'encerrada'] as const;
export type StatusAplicacao = (typeof STATUS_APLICACAO)[number];

/** portal: answered by the patient on their page; sessao: applied on paper and typed in by the psychologist. */
export const ORIGENS_APLICACAO = ['portal', 'sessao'] as const;

export const FAIXAS = ['minima', 'leve', 'moderada', 'moderadamente_grave', 'grave'] as const;
export type Faixa = (typeof FAIXAS)[number];

export const FAIXA_LABELS: Record<Faixa, string> = {
  minima: 'Mínima',
  leve: 'Leve',
  moderada: 'Moderada',
  moderadamente_grave: 'Moderadamente grave',
  grave: 'Grave',
};

/** The four options of both scales, scored 0–3. */
export const OPCOES_ESCALA = [
  { valor: 0, texto: 'Nenhuma vez' },
  { valor: 1, texto: 'Vários dias' },
  { valor: 2, texto: 'Mais da metade dos dias' },
  { valor: 3, texto: 'Quase todos os dias' },
] as const;

export interface FaixaDaEscala {
  faixa: Faixa;
  min: number;
  max: number;
}

export interface DefinicaoEscala {
  escala: Escala;
  /** The name on the psychologist's screens. */
  nome: string;
  /** The short name (chart titles, the patient list). */
  sigla: string;
  instrucao: string;
  itens: readonly string[];
  faixas: readonly FaixaDaEscala[];
  /** The item (1-based) whose answer above 0 raises the safety alert (docs/escalas.md), if any. */
  itemDeAlerta: number | null;
}

export const DEFINICOES_ESCALA: Record<Escala, DefinicaoEscala> = {
  phq9: {
    escala: 'phq9',
    nome: 'PHQ-9 — Questionário sobre a Saúde do Paciente',
    sigla: 'PHQ-9',
    instrucao:
      'Durante as últimas 2 semanas, com que frequência você foi incomodado/a por qualquer um dos problemas abaixo?',
    itens: [
      'Pouco interesse ou pouco prazer em fazer as coisas',
      'Se sentir “para baixo”, deprimido/a ou sem perspectiva',
      'Dificuldade para pegar no sono ou permanecer dormindo, ou dormir mais do que de costume',
      'Se sentir cansado/a ou com pouca energia',
      'Falta de apetite ou comendo demais',
      'Se sentir mal consigo mesmo/a — ou achar que você é um fracasso ou que decepcionou sua família ou você mesmo/a',
      'Dificuldade para se concentrar nas coisas, como ler o jornal ou ver televisão',
      'Lentidão para se movimentar ou falar, a ponto das outras pessoas perceberem? Ou o oposto – estar tão ' +
        'agitado/a ou irrequieto/a que você fica andando de um lado para o outro muito mais do que de costume',
      'Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a',
    ],
    faixas: [
      { faixa: 'minima', min: 0, max: 4 },
      { faixa: 'leve', min: 5, max: 9 },
      { faixa: 'moderada', min: 10, max: 14 },
      { faixa: 'moderadamente_grave', min: 15, max: 19 },
      { faixa: 'grave', min: 20, max: 27 },
    ],
    itemDeAlerta: 9,
  },
  gad7: {
    escala: 'gad7',
    nome: 'GAD-7 — Transtorno de Ansiedade Generalizada',
    sigla: 'GAD-7',
    instrucao:
      'Durante as últimas 2 semanas, com que frequência você foi incomodado/a pelos problemas abaixo?',
    itens: [
      'Sentir-se nervoso/a, ansioso/a ou muito tenso/a',
      'Não ser capaz de impedir ou de controlar as preocupações',
      'Preocupar-se muito com diversas coisas',
      'Dificuldade para relaxar',
      'Ficar tão agitado/a que se torna difícil permanecer sentado/a',
      'Ficar facilmente aborrecido/a ou irritado/a',
      'Sentir medo como se algo horrível fosse acontecer',
    ],
    faixas: [
      { faixa: 'minima', min: 0, max: 4 },
      { faixa: 'leve', min: 5, max: 9 },
      { faixa: 'moderada', min: 10, max: 14 },
      { faixa: 'grave', min: 15, max: 21 },
    ],
    itemDeAlerta: null,
  },
};

export const pontuacaoMaxima = (escala: Escala): number => DEFINICOES_ESCALA[escala].itens.length * 3;

/** The total score: the sum of the answers (each 0–3). */
export const pontuar = (respostas: readonly number[]): number => respostas.reduce((s, v) => s + v, 0);

/** The band of a total score on its scale. */
export function faixaDe(escala: Escala, pontuacao: number): Faixa {
  const f = DEFINICOES_ESCALA[escala].faixas.find((x) => pontuacao >= x.min && pontuacao <= x.max);
  if (!f) throw new RangeError(`Pontuação fora da escala ${escala}: ${pontuacao}`);
  return f.faixa;
}

/** Whether the answers raise the safety alert: PHQ-9 item 9 above 0 (docs/escalas.md). */
export function temAlerta(escala: Escala, respostas: readonly number[]): boolean {
  const item = DEFINICOES_ESCALA[escala].itemDeAlerta;
  return item !== null && (respostas[item - 1] ?? 0) > 0;
}

/** Shown wherever the scales are: what they are and what they are not. */
export const AVISO_ESCALAS =
  'PHQ-9 e GAD-7 são escalas de rastreio e acompanhamento de sintomas, de uso livre. Não são testes ' +
  'psicológicos do SATEPSI (Resolução CFP 31/2022) e não servem, sozinhas, de base para um documento psicológico.';

/** The help lines of the safety message (docs/escalas.md). */
export const CONTATOS_DE_AJUDA = [
  { nome: 'CVV — Centro de Valorização da Vida (24 horas, ligação gratuita)', telefone: '188' },
  { nome: 'SAMU (emergência)', telefone: '192' },
] as const;

export const MSG_ESCALAS = {
  escalaInvalida: 'Escolha a escala: PHQ-9 (phq9) ou GAD-7 (gad7).',
  recorrenciaInvalida: 'Escolha a frequência: unica, semanal, quinzenal ou mensal.',
  respostaInvalida: 'Cada resposta é um número de 0 a 3.',
  quantidadeDeRespostas: (esperadas: number, recebidas: number) =>
    `Esta escala tem ${esperadas} perguntas: responda todas (${recebidas} recebida(s)).`,
  jaPendente: 'Esta escala já está na área do paciente esperando resposta.',
  jaRespondida: 'Esta escala já foi respondida. Obrigado!',
  naoEncontrada: 'Escala não encontrada.',
  dataFutura: 'A data da aplicação não pode ser no futuro.',
  semAlerta: 'Esta resposta não tem alerta.',
  /** The safety message right after an alerting answer: calm, the help lines first, who was told. */
  ajuda: (profissional: string) =>
    'Obrigado por responder. Se você estiver passando por um momento difícil, não precisa enfrentar isso ' +
    'sozinho/a. Você pode ligar agora para o CVV, no 188: a ligação é gratuita e alguém atende a qualquer hora. ' +
    `Em uma emergência, ligue 192 (SAMU). ${profissional} recebeu um aviso para conversar com você.`,
  obrigado: 'Obrigado por responder. Suas respostas foram enviadas para quem acompanha você.',
};

// ---------------------------------------------------------------------------------------------------------------
// Schemas

export const escalaSchema = z.enum(ESCALAS, { message: MSG_ESCALAS.escalaInvalida });
export const recorrenciaEscalaSchema = z.enum(RECORRENCIAS_ESCALA, {
  message: MSG_ESCALAS.recorrenciaInvalida,
});
export const faixaSchema = z.enum(FAIXAS);

const respostaSchema = z
  .number({ message: MSG_ESCALAS.respostaInvalida })
  .int({ message: MSG_ESCALAS.respostaInvalida })
  .min(0, { message: MSG_ESCALAS.respostaInvalida })
  .max(3, { message: MSG_ESCALAS.respostaInvalida });
/** The answers in item order; their count is the scale's (checked where the scale is known). */
export const respostasEscalaSchema = z
  .array(respostaSchema, { message: 'Envie as respostas numa lista.' })
  .max(9, {
    message: 'Há respostas demais para esta escala.',
  });

/** `GET /escalas`. */
export const escalaResumoSchema = z.object({
  escala: escalaSchema,
  nome: z.string(),
  itens: z.number().int(),
  pontuacao_maxima: z.number().int(),
  faixas: z.array(z.object({ faixa: faixaSchema, min: z.number().int(), max: z.number().int() })),
});
export const escalasResponseSchema = z.object({ escalas: z.array(escalaResumoSchema) });
export type EscalaResumo = z.infer<typeof escalaResumoSchema>;

/** `POST /paciente/{id}/escalas`. */
export const escalaEnviarSchema = z.object({ escala: escalaSchema, recorrencia: recorrenciaEscalaSchema });
export type EscalaEnviar = z.input<typeof escalaEnviarSchema>;

/** `POST /paciente/{id}/escalas/respostas`: a scale applied on paper in the session. */
export const escalaRegistrarSchema = z
  .object({ escala: escalaSchema, respostas: respostasEscalaSchema, data: dateSchema.optional() })
  .superRefine((v, c) => {
    const n = DEFINICOES_ESCALA[v.escala].itens.length;
    if (v.respostas.length !== n)
      c.addIssue({
        code: 'custom',
        path: ['respostas'],
        message: MSG_ESCALAS.quantidadeDeRespostas(n, v.respostas.length),
      });
  });
export type EscalaRegistrar = z.input<typeof escalaRegistrarSchema>;

/** An application as the psychologist reads it; score, band and answers only once answered. */
export const aplicacaoSchema = z.object({
  id: z.uuid(),
  escala: escalaSchema,
  status: z.enum(STATUS_APLICACAO),
  recorrencia: recorrenciaEscalaSchema,
  origem: z.enum(ORIGENS_APLICACAO),
  enviada_em: z.string(),
  respondida_em: z.string().nullable(),
  pontuacao: z.number().int().nullable(),
  faixa: faixaSchema.nullable(),
  alerta: z.boolean(),
  /** When the psychologist marked the alert seen; null while it shows. */
  alerta_visto_em: z.string().nullable(),
  respostas: z.array(z.number().int()).nullable(),
});
export type Aplicacao = z.infer<typeof aplicacaoSchema>;
export const aplicacaoResponseSchema = z.object({ aplicacao: aplicacaoSchema });

/** A live schedule: the next application goes to the patient's page when `proxima_em` has passed. */
export const recorrenciaAtivaSchema = z.object({
  escala: escalaSchema,
  recorrencia: recorrenciaEscalaSchema,
  desde: z.string(),
  /** The latest application of the schedule (what `encerrar` takes). */
  aplicacao_id: z.uuid(),
  /** When the next one is due (the last answer plus the period); null while one waits for an answer. */
  proxima_em: z.string().nullable(),
});
export type RecorrenciaAtiva = z.infer<typeof recorrenciaAtivaSchema>;

/** `GET /paciente/{id}/escalas`: newest first, and the live schedules. */
export const aplicacoesResponseSchema = z.object({
  aplicacoes: z.array(aplicacaoSchema),
  recorrencias: z.array(recorrenciaAtivaSchema),
});

// The patient's side

export const aplicacaoPortalResumoSchema = z.object({
  id: z.uuid(),
  escala: escalaSchema,
  nome: z.string(),
  enviada_em: z.string(),
});
export const aplicacoesPortalResponseSchema = z.object({ aplicacoes: z.array(aplicacaoPortalResumoSchema) });

export const aplicacaoPortalSchema = z.object({
  id: z.uuid(),
  escala: escalaSchema,
  nome: z.string(),
  instrucao: z.string(),
  itens: z.array(z.object({ numero: z.number().int(), texto: z.string() })),
  opcoes: z.array(z.object({ valor: z.number().int(), texto: z.string() })),
  /** What the scale is and is not (AVISO_ESCALAS). */
  aviso: z.string(),
});
export type AplicacaoPortal = z.infer<typeof aplicacaoPortalSchema>;
export const aplicacaoPortalResponseSchema = z.object({ aplicacao: aplicacaoPortalSchema });

/** `POST /api/portal/escalas/{id}/respostas`. */
export const escalaResponderSchema = z.object({ respostas: respostasEscalaSchema });

export const ajudaSchema = z.object({
  mensagem: z.string(),
  contatos: z.array(z.object({ nome: z.string(), telefone: z.string() })),
});
export type Ajuda = z.infer<typeof ajudaSchema>;

/** The patient is thanked, never scored; with an alert the help comes with the answer. */
export const escalaRespondidaResponseSchema = z.object({
  aplicacao: z.object({ id: z.uuid(), status: z.literal('respondida') }),
  mensagem: z.string(),
  alerta: z.boolean(),
  ajuda: ajudaSchema.optional(),
});
export type EscalaRespondida = z.infer<typeof escalaRespondidaResponseSchema>;
