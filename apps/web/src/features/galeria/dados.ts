import type { StatusLancamento } from '@consultorio/contracts/financeiro';
import type { StatusTratamento } from '@consultorio/contracts/pacientes';
import type { TipoProntuario } from '@consultorio/contracts/prontuarios';
import type { Presenca } from '@consultorio/contracts/sessoes';

/**
 * Sample data of the gallery (docs/product.md §2.4): invented people, kept in memory; nothing here comes from or
 * goes to the API. The colour maps repeat the areas' own (a feature never imports another); a unit test keeps
 * them equal.
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

/** Theme colour names (never hex), as the patients' area shows each treatment status. */
export const STATUS_TRATAMENTO_CORES: Record<StatusTratamento, string> = {
  em_atendimento: 'emerald',
  em_pausa: 'amber',
  alta: 'sky',
  encaminhado: 'violet',
  desistencia: 'gray',
};

/** As the sessions' list shows each attendance. */
export const PRESENCA_CORES: Record<Presenca, string> = {
  realizada: 'emerald',
  falta: 'rose',
  falta_justificada: 'amber',
  cancelada: 'gray',
};

/** As the record's timeline shows each kind of entry. */
export const TIPO_PRONTUARIO_CORES: Record<TipoProntuario, string> = {
  avaliacao_demanda: 'sky',
  evolucao: 'emerald',
  procedimento: 'violet',
  encaminhamento: 'amber',
  encerramento: 'rose',
  outro: 'gray',
};

/** As the access log shows each kind of action. */
export const ACAO_AUDITORIA_CORES: Record<string, string> = {
  visualizar: 'sky',
  exportar: 'violet',
  criar: 'emerald',
  alterar: 'amber',
  excluir: 'rose',
  login_falhou: 'rose',
};

/** As the finance lists show an entry: Pago, Pendente, or Vencido (pending and dated before today). */
export const STATUS_LANCAMENTO_CORES: Record<StatusLancamento | 'vencido', string> = {
  pago: 'teal',
  pendente: 'yellow',
  vencido: 'red',
};

/** Twelve months of receitas and despesas, as the finance dashboard draws them. */
export const EVOLUCAO_EXEMPLO = [
  { mes: 'abr', receitas: 6840, despesas: 2150 },
  { mes: 'mai', receitas: 7200, despesas: 2310 },
  { mes: 'jun', receitas: 6480, despesas: 2080 },
  { mes: 'jul', receitas: 5900, despesas: 2240 },
  { mes: 'ago', receitas: 7560, despesas: 2400 },
  { mes: 'set', receitas: 7920, despesas: 2190 },
  { mes: 'out', receitas: 8100, despesas: 2620 },
  { mes: 'nov', receitas: 7740, despesas: 2350 },
  { mes: 'dez', receitas: 6120, despesas: 2980 },
  { mes: 'jan', receitas: 5400, despesas: 2200 },
  { mes: 'fev', receitas: 7020, despesas: 2280 },
  { mes: 'mar', receitas: 7380, despesas: 2330 },
];

/** Held sessions and absences per week, as the general dashboard draws them. */
export const SEMANAS_EXEMPLO = [
  { semana: '08/12', realizadas: 24, faltas: 2 },
  { semana: '15/12', realizadas: 22, faltas: 3 },
  { semana: '22/12', realizadas: 12, faltas: 1 },
  { semana: '29/12', realizadas: 8, faltas: 2 },
  { semana: '05/01', realizadas: 18, faltas: 2 },
  { semana: '12/01', realizadas: 23, faltas: 1 },
  { semana: '19/01', realizadas: 25, faltas: 3 },
  { semana: '26/01', realizadas: 24, faltas: 2 },
  { semana: '02/02', realizadas: 26, faltas: 1 },
  { semana: '09/02', realizadas: 25, faltas: 4 },
  { semana: '16/02', realizadas: 21, faltas: 2 },
  { semana: '23/02', realizadas: 27, faltas: 1 },
];

export const CATEGORIAS_EXEMPLO = [
  { name: 'Sessão', value: 6480 },
  { name: 'Avaliação', value: 600 },
  { name: 'Supervisão', value: 300 },
];
