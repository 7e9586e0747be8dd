import { acaoLabel } from '@consultorio/contracts/auditoria';
import { Badge } from '@mantine/core';

/** Theme colour names of the kinds of action (never hex). */
export const ACAO_COLOR: Record<string, string> = {
  visualizar: 'sky',
  exportar: 'violet',
  criar: 'emerald',
  alterar: 'amber',
  excluir: 'rose',
  login_falhou: 'rose',
};

/** The kind of action of an access-log entry, in its colour and words (docs/product.md §9.2). */
export const AcaoBadge = ({ acao }: { acao: string }) => (
  <Badge variant="light" color={ACAO_COLOR[acao] ?? 'gray'} style={{ textTransform: 'none' }}>
    {acaoLabel(acao)}
  </Badge>
);
