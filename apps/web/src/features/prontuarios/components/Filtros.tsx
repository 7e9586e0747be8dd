import type { TipoProntuario } from '@consultorio/contracts/prontuarios';
import { Button, Card, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { TIPO_OPTIONS } from '../entradaForm';

export interface FiltrosValue {
  busca: string;
  tipo: TipoProntuario | null;
  periodo: DatesRangeValue<string>;
}

export const FILTROS_VAZIOS: FiltrosValue = { busca: '', tipo: null, periodo: [null, null] };
export const temFiltro = (f: FiltrosValue) =>
  f.busca.trim() !== '' || f.tipo !== null || f.periodo.some(Boolean);

/** Filters of the records page: text (searched in the decrypted entries by the API), type and period. */
export function Filtros({
  value,
  onChange,
}: {
  value: FiltrosValue;
  onChange: (next: FiltrosValue) => void;
}) {
  const set = (patch: Partial<FiltrosValue>) => onChange({ ...value, ...patch });
  return (
    <Card p="md" mb="lg" role="search" aria-label="Filtrar entradas">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar no texto"
          placeholder="Palavras do título ou do texto"
          leftSection={<IconSearch size={16} stroke={1.7} />}
          value={value.busca}
          onChange={(e) => set({ busca: e.currentTarget.value })}
          rightSection={
            value.busca ? (
              <CloseButton size="sm" aria-label="Limpar busca" onClick={() => set({ busca: '' })} />
            ) : null
          }
          style={{ flex: '2 1 240px' }}
        />
        <Select
          label="Tipo"
          placeholder="Todos os tipos"
          data={TIPO_OPTIONS}
          clearable
          value={value.tipo}
          onChange={(tipo) => set({ tipo: tipo as TipoProntuario | null })}
          style={{ flex: '1 1 180px' }}
        />
        <DatePickerInput
          type="range"
          label="Período"
          placeholder="Qualquer data"
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={16} stroke={1.7} />}
          clearable
          allowSingleDateInRange
          value={value.periodo}
          onChange={(periodo) => set({ periodo: periodo as DatesRangeValue<string> })}
          style={{ flex: '1 1 220px' }}
        />
        {temFiltro(value) && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} stroke={1.7} />}
            onClick={() => onChange(FILTROS_VAZIOS)}
          >
            Limpar filtros
          </Button>
        )}
      </Group>
    </Card>
  );
}
