import { SITUACAO_CARNE_LEAO_LABELS, type SituacaoCarneLeao } from '@consultorio/contracts/financeiro';
import { Badge } from '@mantine/core';

const CORES: Record<SituacaoCarneLeao, string> = {
  a_escriturar: 'yellow',
  escriturado: 'teal',
  recibo_emitido_no_app: 'blue',
  nao_se_aplica: 'gray',
};

/** Short labels for a badge; the full one (SITUACAO_CARNE_LEAO_LABELS) is its tooltip. */
const CURTOS: Record<SituacaoCarneLeao, string> = {
  a_escriturar: 'A escriturar',
  escriturado: 'Escriturado',
  recibo_emitido_no_app: 'Recibo no app',
  nao_se_aplica: 'Não se aplica',
};

/**
 * Where an entry stands in the Carnê-Leão Web's books (docs/carne-leao.md §7.4): a escriturar, escriturado, recibo
 * emitido no app Receita Saúde. `nao_se_aplica` shows nothing unless `mostrarNaoSeAplica`.
 */
export function SituacaoCarneLeaoBadge({
  situacao,
  mostrarNaoSeAplica = false,
}: {
  situacao: SituacaoCarneLeao;
  mostrarNaoSeAplica?: boolean;
}) {
  if (situacao === 'nao_se_aplica' && !mostrarNaoSeAplica) return null;
  const completo = SITUACAO_CARNE_LEAO_LABELS[situacao];
  return (
    <Badge variant="light" color={CORES[situacao]} title={`Carnê-Leão: ${completo}`}>
      {CURTOS[situacao]}
    </Badge>
  );
}
