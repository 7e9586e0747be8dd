import type { Anexo, AnexoStats } from '@consultorio/contracts/anexos';
import type { Dashboard } from '@consultorio/contracts/dashboard';
import type { FinanceiroDashboard } from '@consultorio/contracts/financeiro';
import type { StatusTratamento } from '@consultorio/contracts/pacientes';
import type { Prontuario } from '@consultorio/contracts/prontuarios';
import { dayjs } from '../../lib/format';

/**
 * Sample data of the gallery (docs/product.md §2.4): invented people, kept in memory; nothing here comes from or
 * goes to the API. What the product's components draw has the API's shapes, so the gallery renders them as they
 * are (src/components).
 */

export interface PacienteExemplo {
  id: string;
  nome: string;
  cpf: string;
  telefone: string;
  email: string;
  status: StatusTratamento;
  ultimaSessao: string | null;
  valorSessao: number;
}

export const PACIENTES_EXEMPLO: PacienteExemplo[] = [
  {
    id: 'p1',
    nome: 'Ana Beatriz Souza',
    cpf: '526.018.159-06',
    telefone: '(11) 98765-4321',
    email: 'ana.souza@exemplo.com.br',
    status: 'em_atendimento',
    ultimaSessao: '2026-03-02',
    valorSessao: 180,
  },
  {
    id: 'p2',
    nome: 'Bruno Carvalho Lima',
    cpf: '083.016.613-05',
    telefone: '(21) 99876-1234',
    email: 'bruno.lima@exemplo.com.br',
    status: 'em_pausa',
    ultimaSessao: '2026-01-20',
    valorSessao: 150,
  },
  {
    id: 'p3',
    nome: 'Camila Ferreira Rocha',
    cpf: '186.091.390-34',
    telefone: '(31) 3245-6789',
    email: 'camila.rocha@exemplo.com.br',
    status: 'alta',
    ultimaSessao: '2025-12-15',
    valorSessao: 200,
  },
  {
    id: 'p4',
    nome: 'Daniel Martins Alves',
    cpf: '996.030.824-30',
    telefone: '(41) 98111-2233',
    email: 'daniel.alves@exemplo.com.br',
    status: 'em_atendimento',
    ultimaSessao: '2026-03-04',
    valorSessao: 180,
  },
  {
    id: 'p5',
    nome: 'Elisa Nogueira Prado',
    cpf: '628.194.821-12',
    telefone: '(51) 99222-3344',
    email: 'elisa.prado@exemplo.com.br',
    status: 'encaminhado',
    ultimaSessao: '2026-02-10',
    valorSessao: 160,
  },
  {
    id: 'p6',
    nome: 'Felipe Gomes Ribeiro',
    cpf: '993.518.190-19',
    telefone: '(61) 98333-4455',
    email: 'felipe.ribeiro@exemplo.com.br',
    status: 'desistencia',
    ultimaSessao: null,
    valorSessao: 150,
  },
  {
    id: 'p7',
    nome: 'Gabriela Teixeira Dias',
    cpf: '937.865.797-41',
    telefone: '(71) 98444-5566',
    email: 'gabriela.dias@exemplo.com.br',
    status: 'em_atendimento',
    ultimaSessao: '2026-03-03',
    valorSessao: 220,
  },
  {
    id: 'p8',
    nome: 'Heitor Barbosa Cunha',
    cpf: '543.231.948-97',
    telefone: '(81) 98555-6677',
    email: 'heitor.cunha@exemplo.com.br',
    status: 'em_atendimento',
    ultimaSessao: '2026-02-27',
    valorSessao: 180,
  },
];

/** Twelve months of receitas and despesas, as `GET /financeiro/dashboard` sends them. */
export const EVOLUCAO_EXEMPLO: FinanceiroDashboard['evolucao_mensal'] = (
  [
    ['2025-04', 6840, 2150],
    ['2025-05', 7200, 2310],
    ['2025-06', 6480, 2080],
    ['2025-07', 5900, 2240],
    ['2025-08', 7560, 2400],
    ['2025-09', 7920, 2190],
    ['2025-10', 8100, 2620],
    ['2025-11', 7740, 2350],
    ['2025-12', 6120, 2980],
    ['2026-01', 5400, 2200],
    ['2026-02', 7020, 2280],
    ['2026-03', 7380, 2330],
  ] as const
).map(([mes, receitas, despesas]) => ({ mes, receitas, despesas, saldo: receitas - despesas, a_receber: 0 }));

/** Held sessions and absences per week (the Monday that starts it), as `GET /dashboard` sends them. */
export const SEMANAS_EXEMPLO: Dashboard['sessoes_por_semana'] = (
  [
    ['2025-12-08', 24, 2],
    ['2025-12-15', 22, 3],
    ['2025-12-22', 12, 1],
    ['2025-12-29', 8, 2],
    ['2026-01-05', 18, 2],
    ['2026-01-12', 23, 1],
    ['2026-01-19', 25, 3],
    ['2026-01-26', 24, 2],
    ['2026-02-02', 26, 1],
    ['2026-02-09', 25, 4],
    ['2026-02-16', 21, 2],
    ['2026-02-23', 27, 1],
  ] as const
).map(([semana, realizadas, faltas]) => ({ semana, realizadas, faltas }));

/** The month's paid entries by category and by payment method. */
export const CATEGORIAS_EXEMPLO: FinanceiroDashboard['por_categoria'] = [
  { tipo: 'receita', categoria: 'sessao', total: 6480 },
  { tipo: 'receita', categoria: 'avaliacao', total: 600 },
  { tipo: 'receita', categoria: 'supervisao', total: 300 },
  { tipo: 'despesa', categoria: 'aluguel', total: 1800 },
  { tipo: 'despesa', categoria: 'software', total: 330 },
  { tipo: 'despesa', categoria: 'cursos', total: 200 },
];

export const FORMAS_EXEMPLO: FinanceiroDashboard['por_forma_pagamento'] = [
  { tipo: 'receita', forma_pagamento: 'pix', total: 5220, quantidade: 29 },
  { tipo: 'receita', forma_pagamento: 'cartao_credito', total: 1260, quantidade: 7 },
  { tipo: 'receita', forma_pagamento: 'dinheiro', total: 540, quantidade: 3 },
  { tipo: 'receita', forma_pagamento: null, total: 360, quantidade: 2 },
];

const agora = dayjs();
/** An instant `dias` days from today at `hora` (HH:mm), as the API writes it. */
const emDias = (dias: number, hora: string) =>
  dayjs(`${agora.add(dias, 'day').format('YYYY-MM-DD')}T${hora}`).format();

const agendamento = (
  id: string,
  paciente: PacienteExemplo,
  inicio: string,
  status: 'agendado' | 'confirmado',
  lembrete: boolean,
): Dashboard['proximos_agendamentos'][number] => ({
  id,
  paciente_id: paciente.id,
  paciente: { id: paciente.id, nome: paciente.nome, nome_social: null },
  origem: 'manual',
  reserva: null,
  inicio,
  fim: dayjs(inicio).add(50, 'minute').format(),
  duracao_minutos: 50,
  modalidade: 'presencial',
  local: null,
  link_online: null,
  status,
  lembrete_enviado_em: lembrete ? dayjs(inicio).subtract(1, 'day').format() : null,
  resposta_paciente: status === 'confirmado' && lembrete ? 'confirmado' : null,
});

/** The dashboard's next appointments: today and the next days, whenever the gallery is opened. */
export const PROXIMOS_EXEMPLO: Dashboard['proximos_agendamentos'] = [
  agendamento('a1', PACIENTES_EXEMPLO[0], emDias(0, '18:00'), 'confirmado', true),
  agendamento('a2', PACIENTES_EXEMPLO[3], emDias(1, '09:00'), 'agendado', true),
  agendamento('a3', PACIENTES_EXEMPLO[6], emDias(2, '14:30'), 'confirmado', false),
];

/** This month's birthdays: one today (the "Hoje" tag), one another day. */
export const ANIVERSARIANTES_EXEMPLO: Dashboard['aniversariantes_mes'] = [
  { paciente_id: 'p3', nome: 'Camila Ferreira Rocha', dia: agora.date(), idade: 34 },
  { paciente_id: 'p8', nome: 'Heitor Barbosa Cunha', dia: agora.date() === 18 ? 25 : 18, idade: 27 },
];

/** A patient's attachments, one of each family of type. */
export const ANEXOS_EXEMPLO: Anexo[] = [
  {
    id: 'f1',
    paciente_id: 'p1',
    nome_original: 'laudo-avaliacao.pdf',
    tipo: 'pdf',
    mime_type: 'application/pdf',
    tamanho: 482_304,
    descricao: 'Laudo da avaliação neuropsicológica.',
    created_at: '2026-02-16T14:20:00-03:00',
  },
  {
    id: 'f2',
    paciente_id: 'p1',
    nome_original: 'encaminhamento-psiquiatria.docx',
    tipo: 'docx',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    tamanho: 38_912,
    descricao: null,
    created_at: '2026-02-16T14:25:00-03:00',
  },
  {
    id: 'f3',
    paciente_id: 'p1',
    nome_original: 'desenho-sessao-12.jpg',
    tipo: 'jpg',
    mime_type: 'image/jpeg',
    tamanho: 1_835_008,
    descricao: null,
    created_at: '2026-03-02T10:05:00-03:00',
  },
];

/** The attachments' figures of a plan with room for 12 more files of up to 10 MB. */
export const ANEXO_STATS_EXEMPLO: AnexoStats = {
  anexos_count: 8,
  anexos_limite: 20,
  can_add_anexo: true,
  bloqueio: null,
  paciente_anexos_count: 3,
  paciente_tamanho_total: 2_356_224,
  tamanho_maximo: 10 * 1024 * 1024,
};

const entrada = (
  id: string,
  data: string,
  tipo: Prontuario['tipo'],
  titulo: string,
  conteudo: string,
  comSessao: boolean,
): Prontuario => ({
  id,
  paciente_id: 'p1',
  data,
  tipo,
  titulo,
  conteudo,
  sessao_id: comSessao ? `s-${id}` : null,
  sessao_data: comSessao ? data : null,
  created_at: `${data}T19:10:00-03:00`,
  updated_at: `${data}T19:10:00-03:00`,
});

/** A patient's record, newest first. */
export const PRONTUARIO_EXEMPLO: Prontuario[] = [
  entrada(
    'e1',
    '2026-03-02',
    'evolucao',
    'Sono e rotina',
    'Relata melhora do sono desde a última sessão. Trabalhamos o registro de situações de ansiedade e combinamos manter o diário de humor durante a semana.',
    true,
  ),
  entrada(
    'e2',
    '2026-02-16',
    'encaminhamento',
    'Avaliação psiquiátrica',
    'Encaminhada para avaliação psiquiátrica, com a concordância da paciente. Carta entregue em mãos.',
    false,
  ),
  entrada(
    'e3',
    '2026-02-02',
    'avaliacao_demanda',
    'Primeira sessão',
    'Queixa principal: ansiedade ligada ao trabalho, há cerca de seis meses. Contrato terapêutico combinado.',
    true,
  ),
];
