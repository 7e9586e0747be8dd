import type { SituacaoCarneLeao } from '@consultorio/contracts/financeiro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
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

const LIMITE = 10;

/**
 * A preview section of one file: heading with count and total, an empty state, the first LIMITE lines as a table
 * (cards on a phone) and "Mostrar todas".
 */
export function SecaoDoArquivo<L>({
  id,
  titulo,
  vazio,
  linhas,
  total,
  cartoes,
  tabela,
}: {
  id: string;
  titulo: string;
  vazio: string;
  linhas: L[];
  total: number;
  cartoes: (visiveis: L[]) => ReactNode;
  tabela: (visiveis: L[]) => ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const lista = useLimite(linhas, LIMITE);
  return (
    <section aria-labelledby={id}>
      <SecaoTitulo id={id} titulo={titulo} total={total} linhas={linhas.length} />
      {linhas.length === 0 ? (
        <Card padding="md">
          <Text fz="sm" c="dimmed">
            {vazio}
          </Text>
        </Card>
      ) : (
        <>
          {phone ? cartoes(lista.visiveis) : tabela(lista.visiveis)}
          <MostrarTodas
            total={linhas.length}
            limite={LIMITE}
            nome="linhas"
            expandido={lista.expandido}
            alternar={lista.alternar}
          />
        </>
      )}
    </section>
  );
}

/** One line as a card on a phone: what it is, when and from whom, its value, then any detail and its situação. */
export function CartaoDaLinha({
  rotulo,
  titulo,
  detalhe,
  valor,
  situacao,
  children,
}: {
  rotulo: string;
  titulo: string;
  detalhe: string;
  valor: string;
  situacao: SituacaoCarneLeao;
  children?: ReactNode;
}) {
  return (
    <Card padding="md" role="group" aria-label={rotulo}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} lineClamp={2}>
            {titulo}
          </Text>
          <Text fz="xs" c="dimmed">
            {detalhe}
          </Text>
        </Stack>
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {valor}
        </Text>
      </Group>
      {children}
      <Group mt={6}>
        <SituacaoBadge situacao={situacao} />
      </Group>
    </Card>
  );
}
