import type { SituacaoCarneLeao } from '@consultorio/contracts/financeiro';
import { Group, Text, Title } from '@mantine/core';
import { SituacaoCarneLeaoBadge } from '../../../components/carne-leao/SituacaoCarneLeaoBadge';
import { formatMoney } from '../../../lib/format';
import { contagem } from './periodo';

/** A preview section's heading (referenced by its table) with its line count and total. */
export function SecaoTitulo({
  id,
  titulo,
  linhas,
  total,
}: {
  id: string;
  titulo: string;
  linhas: number;
  total: number;
}) {
  return (
    <Group justify="space-between" align="baseline" mb="xs" gap="xs">
      <Title order={3} fz="h4" id={id}>
        {titulo}
      </Title>
      <Text fz="sm" c="dimmed">
        {contagem(linhas, 'linha', 'linhas')} · {formatMoney(total)}
      </Text>
    </Group>
  );
}

/** The situação of a preview line: a escriturar, or escriturado when the entries already imported are listed. */
export const SituacaoBadge = ({ situacao }: { situacao: SituacaoCarneLeao }) => (
  <SituacaoCarneLeaoBadge situacao={situacao} mostrarNaoSeAplica />
);
