import { dateSchema, paginationQuerySchema, paginationSchema } from './common.ts';
import { z } from './zod.ts';

// docs/product.md §9.2: `GET /user/auditoria` shows the user their own trail (who, what, which id, when, IP).

/**
 * Actions of the trail with their Portuguese labels. The API may record actions added later by other areas
 * before they get a label here: screens fall back to the raw name (see `acaoLabel`).
 */
export const ACAO_AUDITORIA_LABELS = {
  visualizar: 'Visualização',
  criar: 'Criação',
  alterar: 'Alteração',
  excluir: 'Exclusão',
  exportar: 'Exportação',
  download: 'Download de arquivo',
  assinar: 'Assinatura de documento ou termo',
  recusar: 'Recusa de termo',
  login: 'Entrada no sistema',
  login_falhou: 'Tentativa de entrada recusada',
  login_2fa_falhou: 'Código de verificação em duas etapas recusado',
  logout: 'Saída do sistema',
  cadastro: 'Criação da conta',
  reset_solicitado: 'Código de redefinição de senha pedido',
  reset_concluido: 'Senha redefinida',
  senha_alterada: 'Senha alterada',
  perfil_alterado: 'Perfil alterado',
} as const satisfies Record<string, string>;
export type AcaoAuditoriaConhecida = keyof typeof ACAO_AUDITORIA_LABELS;
export const ACOES_AUDITORIA = Object.keys(ACAO_AUDITORIA_LABELS) as AcaoAuditoriaConhecida[];

export const acaoLabel = (acao: string): string =>
  (ACAO_AUDITORIA_LABELS as Record<string, string>)[acao] ?? acao;

/** What an audited action touched. */
export const ENTIDADE_AUDITORIA_LABELS: Record<string, string> = {
  prontuario: 'Prontuário',
  documento: 'Documento (declaração, atestado, relatório…)',
  paciente: 'Ficha do paciente',
  anamnese: 'Anamnese',
  escala: 'Escala (PHQ-9, GAD-7)',
  sessao: 'Sessão',
  sessoes: 'Sessões',
  anexo: 'Anexo',
  agendamento: 'Agendamento',
  financeiro: 'Lançamento financeiro',
  cobranca: 'Cobrança PIX',
  carne_leao: 'Carnê-Leão',
  plano: 'Plano',
  usuario: 'Conta',
  conta: 'Conta',
  '2fa': 'Verificação em duas etapas',
  sessao_acesso: 'Sessão de acesso',
  backup: 'Backup',
  membro: 'Secretária (equipe)',
  convite: 'Convite para a equipe',
  agendamento_online: 'Página de agendamento online',
  calendario: 'Calendário externo (endereço da agenda)',
  importacao: 'Importação de pacientes (planilha)',
  termo: 'Termo (contrato, autorização, aviso de privacidade)',
  termo_modelo: 'Modelo de termo',
};
export const entidadeLabel = (entidade: string | null): string | null =>
  entidade === null ? null : (ENTIDADE_AUDITORIA_LABELS[entidade] ?? entidade);

export const MSG_AUDITORIA = {
  periodoInvalido: 'A data final deve ser igual ou posterior à inicial.',
  acaoInvalida: 'Ação desconhecida.',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /user/auditoria` ?page, per_page, acao, data_inicio, data_fim (days in the user's time zone). */
export const auditoriaQuerySchema = paginationQuerySchema
  .extend({
    acao: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z_]{1,40}$/, { message: MSG_AUDITORIA.acaoInvalida })
        .optional(),
    ),
    data_inicio: z.preprocess(blankToUndefined, dateSchema.optional()),
    data_fim: z.preprocess(blankToUndefined, dateSchema.optional()),
  })
  .refine((q) => !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim, {
    message: MSG_AUDITORIA.periodoInvalido,
    path: ['data_fim'],
  });
export type AuditoriaQuery = z.input<typeof auditoriaQuerySchema>;
export type AuditoriaQueryParsed = z.output<typeof auditoriaQuerySchema>;

export const registroAuditoriaSchema = z.object({
  id: z.uuid(),
  acao: z.string(),
  entidade: z.string().nullable(),
  entidade_id: z.string().nullable(),
  /** The patient concerned, when the action touched a patient's data (name resolved for the user's own view). */
  paciente_id: z.string().nullable(),
  paciente_nome: z.string().nullable(),
  /**
   * Who acted when it was not the titular herself: a secretária of the account (her id and her name as it was
   * then, docs/product.md §15); both null for the titular's own actions and the system's.
   */
  autor_id: z.string().nullable(),
  autor_nome: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type RegistroAuditoria = z.infer<typeof registroAuditoriaSchema>;
export const auditoriaResponseSchema = z.object({
  registros: z.array(registroAuditoriaSchema),
  pagination: paginationSchema,
});
export type AuditoriaResponse = z.infer<typeof auditoriaResponseSchema>;
