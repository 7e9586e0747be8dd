import type { SituacaoCarneLeao } from '@consultorio/contracts/financeiro';
import { Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
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

/** A long list shows its first `limite` items until the user asks for all (the preview of a year can hold hundreds). */
export function useLimite<T>(itens: T[], limite: number) {
  const [expandido, setExpandido] = useState(false);
  return {
    visiveis: expandido ? itens : itens.slice(0, limite),
    ocultos: expandido ? 0 : Math.max(0, itens.length - limite),
    expandido,
    alternar: () => setExpandido((e) => !e),
  };
}

/** "Mostrar todas as 166 linhas" / "Mostrar só as primeiras": nothing when the list is short. */
export function MostrarTodas({
  total,
  limite,
  expandido,
  alternar,
  nome,
}: {
  total: number;
  limite: number;
  expandido: boolean;
  alternar: () => void;
  nome: string;
}) {
  if (total <= limite) return null;
  return (
    <Button variant="subtle" size="xs" mt="xs" onClick={alternar} aria-expanded={expandido}>
      {expandido ? `Mostrar só as primeiras ${limite}` : `Mostrar todas as ${total} ${nome}`}
    </Button>
  );
}
