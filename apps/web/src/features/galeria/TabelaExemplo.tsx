import { STATUS_TRATAMENTO_LABELS } from '@consultorio/contracts/pacientes';
import { Card, Center, Group, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusBadge } from '../../components/pacientes/StatusBadge';
import { formatDate, formatMoney } from '../../lib/format';
import type { PacienteExemplo } from './dados';

type Coluna = 'nome' | 'status' | 'ultimaSessao' | 'valorSessao';
type Ordem = { coluna: Coluna; desc: boolean };
const COLUNAS: Array<{ key: Coluna; label: string; direita?: boolean }> = [
  { key: 'nome', label: 'Paciente' },
  { key: 'status', label: 'Status' },
  { key: 'ultimaSessao', label: 'Última sessão' },
  { key: 'valorSessao', label: 'Valor da sessão', direita: true },
];

const comparar = (a: PacienteExemplo, b: PacienteExemplo, coluna: Coluna): number => {
  const x = coluna === 'status' ? STATUS_TRATAMENTO_LABELS[a.status] : a[coluna];
  const y = coluna === 'status' ? STATUS_TRATAMENTO_LABELS[b.status] : b[coluna];
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'pt-BR');
};

/** On a phone, one card per row. */
function Cartoes({ visiveis }: { visiveis: PacienteExemplo[] }) {
  return (
    <Stack gap="sm">
      {visiveis.map((p) => (
        <Card key={p.id} withBorder p="md" data-testid="linha-exemplo">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fz="sm" fw={600}>
              {p.nome}
            </Text>
            <StatusBadge status={p.status} />
          </Group>
          <Text fz="xs" c="dimmed" mt={6}>
            Última sessão: {formatDate(p.ultimaSessao)} · {formatMoney(p.valorSessao)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** The header row: each column's title is a button that sorts by it (again: the other way). */
function Cabecalho({ ordem, ordenar }: { ordem: Ordem; ordenar: (coluna: Coluna) => void }) {
  return (
    <Table.Tr>
      {COLUNAS.map((c) => {
        const ativa = ordem.coluna === c.key;
        const Icone = !ativa ? IconSelector : ordem.desc ? IconChevronDown : IconChevronUp;
        return (
          <Table.Th
            key={c.key}
            aria-sort={ativa ? (ordem.desc ? 'descending' : 'ascending') : 'none'}
            ta={c.direita ? 'right' : undefined}
          >
            <UnstyledButton onClick={() => ordenar(c.key)} fw={600} fz="sm">
              <Group gap={4} wrap="nowrap" justify={c.direita ? 'flex-end' : undefined}>
                {c.label}
                <Center>
                  <Icone size={14} stroke={1.8} aria-hidden="true" />
                </Center>
              </Group>
            </UnstyledButton>
          </Table.Th>
        );
      })}
    </Table.Tr>
  );
}

/**
 * The data table of the product with sorting by column (aria-sort on the header, a button to change it), pages of
 * `porPagina` and, on a phone, one card per row.
 */
export function TabelaExemplo({ linhas, porPagina = 5 }: { linhas: PacienteExemplo[]; porPagina?: number }) {
  const [ordem, setOrdem] = useState<Ordem>({ coluna: 'nome', desc: false });
  const [pagina, setPagina] = useState(1);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const ordenadas = [...linhas].sort((a, b) => comparar(a, b, ordem.coluna) * (ordem.desc ? -1 : 1));
  const total = Math.max(1, Math.ceil(ordenadas.length / porPagina));
  const atual = Math.min(pagina, total);
  const visiveis = ordenadas.slice((atual - 1) * porPagina, atual * porPagina);
  const ordenar = (coluna: Coluna) =>
    setOrdem((o) => ({ coluna, desc: o.coluna === coluna ? !o.desc : false }));
  const de = (atual - 1) * porPagina + 1;
  const ate = Math.min(ordenadas.length, atual * porPagina);

  return (
    <Stack gap="sm">
      {phone ? (
        <Cartoes visiveis={visiveis} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Cabecalho ordem={ordem} ordenar={ordenar} />
            </Table.Thead>
            <Table.Tbody>
              {visiveis.map((p) => (
                <Table.Tr key={p.id} data-testid="linha-exemplo">
                  <Table.Td>
                    <Text fz="sm" fw={500}>
                      {p.nome}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {p.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{formatDate(p.ultimaSessao)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text fz="sm">{formatMoney(p.valorSessao)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {de}–{ate} de {ordenadas.length} pacientes
        </Text>
        {total > 1 && (
          <Pagination
            total={total}
            value={atual}
            onChange={setPagina}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
            })}
            getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
          />
        )}
      </Group>
    </Stack>
  );
}
