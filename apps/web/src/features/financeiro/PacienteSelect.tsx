import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { usePacientesOpcoes } from './api';

/**
 * A patient picker that searches the patients by name on the server. `selectedLabel` names the current value when it
 * is not among the results (an entry being edited, a filter from the address bar).
 */
export function PacienteSelect({
  value,
  onChange,
  selectedLabel,
  ...rest
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (id: string | null, nome: string | null) => void;
  selectedLabel?: string | null;
}) {
  const [busca, setBusca] = useState('');
  const [debounced] = useDebouncedValue(busca, 250);
  const [nomes, setNomes] = useState<Record<string, string>>({});
  // While the field shows the chosen name, list everyone rather than only that name.
  const termo = value && (busca === nomes[value] || busca === selectedLabel) ? '' : debounced;
  const query = usePacientesOpcoes(termo);
  const data = useMemo(() => {
    const opcoes = (query.data?.pacientes ?? []).map((p) => ({
      value: p.id,
      label: p.nome_social ?? p.nome,
    }));
    if (value && !opcoes.some((o) => o.value === value)) {
      opcoes.unshift({ value, label: nomes[value] ?? selectedLabel ?? 'Paciente selecionado' });
    }
    return opcoes;
  }, [query.data, value, nomes, selectedLabel]);

  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      searchValue={busca}
      onSearchChange={setBusca}
      onChange={(id, option) => {
        if (id && option) setNomes((n) => ({ ...n, [id]: option.label }));
        onChange(id, option?.label ?? null);
      }}
      filter={({ options }) => options}
      nothingFoundMessage={query.isFetching ? 'Buscando…' : 'Nenhum paciente encontrado'}
      placeholder="Buscar paciente pelo nome"
      {...rest}
    />
  );
}
