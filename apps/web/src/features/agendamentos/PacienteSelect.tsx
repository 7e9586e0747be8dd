import type { PacienteResumo } from '@consultorio/contracts/pacientes';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useBuscaPacientes } from './api';

export const nomeDoPaciente = (p: { nome: string; nome_social: string | null }) => p.nome_social || p.nome;

export interface PacienteEscolhido {
  id: string;
  nome: string;
}

/**
 * A patient picker that searches the server (GET /pacientes?busca: name, CPF or e-mail, accents ignored) as the
 * user types. `inicial` is the label of an already chosen patient, so it shows before any search.
 */
export function PacienteSelect({
  value,
  onChange,
  inicial,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: string | null;
  onChange: (paciente: (PacienteEscolhido & Partial<PacienteResumo>) | null) => void;
  inicial?: PacienteEscolhido | null;
}) {
  const [search, setSearch] = useState('');
  const [escolhido, setEscolhido] = useState<PacienteEscolhido | null>(inicial ?? null);
  const [busca] = useDebouncedValue(search, 250);
  // While the box shows the chosen name, list everyone (the first page) rather than searching for that name.
  const termo = escolhido && busca === escolhido.nome ? '' : busca;
  const query = useBuscaPacientes(termo.trim());

  const data = useMemo(() => {
    const options = (query.data ?? []).map((p) => ({ value: p.id, label: nomeDoPaciente(p) }));
    const atual = escolhido ?? inicial;
    if (value && atual && atual.id === value && !options.some((o) => o.value === value)) {
      options.unshift({ value, label: atual.nome });
    }
    return options;
  }, [query.data, escolhido, inicial, value]);

  return (
    <Select
      searchable
      clearable
      placeholder="Busque pelo nome, CPF ou e-mail"
      nothingFoundMessage={query.isFetching ? 'Buscando…' : 'Nenhum paciente encontrado'}
      leftSection={query.isFetching ? <Loader size={14} /> : <IconSearch size={16} stroke={1.7} />}
      {...props}
      value={value}
      data={data}
      // The server already filtered by the search; don't filter again by label.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        if (!id) {
          setEscolhido(null);
          onChange(null);
          return;
        }
        const p = query.data?.find((x) => x.id === id);
        const nome = p ? nomeDoPaciente(p) : (data.find((o) => o.value === id)?.label ?? '');
        setEscolhido({ id, nome });
        onChange({ ...p, id, nome });
      }}
    />
  );
}
