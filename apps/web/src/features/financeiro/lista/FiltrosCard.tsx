import { Button, Card, Collapse, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MonthPickerInput, YearPickerInput } from '@mantine/dates';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { type ChangeEvent, useState } from 'react';
import { mesLongo } from '../format';
import { FiltrosLancamentos } from './FiltrosLancamentos';
import { type FiltrosLista, type Periodo, temFiltros } from './filtros';

/**
 * The list's filter card: the period, the four filters and the search (typed text is sent after a pause). On a
 * phone the filters fold under a "Filtros" button that counts the ones in use.
 */
export function FiltrosCard({
  filtros,
  set,
}: {
  filtros: FiltrosLista;
  set: (patch: Partial<FiltrosLista>) => void;
}) {
  const [busca, setBusca] = useState(filtros.busca);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [abertos, setAbertos] = useState(false);
  const nFiltros = [filtros.tipo, filtros.categoria, filtros.status, filtros.paciente_id].filter(
    Boolean,
  ).length;
  const buscar = useDebouncedCallback((value: string) => set({ busca: value }), 300);

  // The search box, in the phone layout's first row and at the end of the wide layout's row.
  const campoBusca = {
    label: 'Buscar',
    placeholder: 'Descrição, pagador…',
    leftSection: <IconSearch size={16} stroke={1.7} />,
    value: busca,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setBusca(e.currentTarget.value);
      buscar(e.currentTarget.value);
    },
  };

  return (
    <Card>
      <Stack gap="md">
        <PeriodoFiltro filtros={filtros} set={set} />
        {phone ? (
          <>
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <TextInput style={{ flex: 1 }} {...campoBusca} />
              <Button
                variant="default"
                leftSection={<IconFilter size={16} stroke={1.7} />}
                onClick={() => setAbertos((a) => !a)}
                aria-expanded={abertos}
              >
                Filtros{nFiltros > 0 ? ` (${nFiltros})` : ''}
              </Button>
            </Group>
            <Collapse expanded={abertos}>
              <SimpleGrid cols={2} spacing="sm">
                <FiltrosLancamentos filtros={filtros} onChange={set} />
              </SimpleGrid>
            </Collapse>
          </>
        ) : (
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            <FiltrosLancamentos filtros={filtros} onChange={set} />
            <TextInput {...campoBusca} />
          </SimpleGrid>
        )}
        {temFiltros(filtros) && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={15} stroke={1.7} />}
              onClick={() => {
                setBusca('');
                set({ tipo: null, categoria: null, status: null, paciente_id: null, busca: '' });
              }}
            >
              Limpar filtros
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Mês, Ano or Tudo, and the month or year picker. */
function PeriodoFiltro({
  filtros,
  set,
}: {
  filtros: FiltrosLista;
  set: (patch: Partial<FiltrosLista>) => void;
}) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        value={filtros.periodo}
        onChange={(periodo) => set({ periodo: periodo as Periodo })}
        data={[
          { value: 'mes', label: 'Mês' },
          { value: 'ano', label: 'Ano' },
          { value: 'tudo', label: 'Tudo' },
        ]}
        aria-label="Período"
      />
      {filtros.periodo === 'mes' && (
        <MonthPickerInput
          // The name holds the month shown, as the picker writes it (WCAG 2.5.3, label in name).
          aria-label={`Mês: ${mesLongo(filtros.mes)}`}
          value={`${filtros.mes}-01`}
          onChange={(v) => v && set({ mes: v.slice(0, 7) })}
          valueFormat="MMMM [de] YYYY"
          w={200}
        />
      )}
      {filtros.periodo === 'ano' && (
        <YearPickerInput
          aria-label={`Ano: ${filtros.ano}`}
          value={`${filtros.ano}-01-01`}
          onChange={(v) => v && set({ ano: Number(v.slice(0, 4)) })}
          w={120}
        />
      )}
    </Group>
  );
}
