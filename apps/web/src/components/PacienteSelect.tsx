import type { PacienteResumo } from '@consultorio/contracts/pacientes';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { usePacienteOpcoes } from './usePacienteOpcoes';

/** The name a patient is called by: the social name when there is one. */
export const nomeDoPaciente = (p: { nome: string; nome_social: string | null }) => p.nome_social || p.nome;

export interface PacienteEscolhido {
  id: string;
  nome: string;
}

/**
 * The one patient picker: searches the server (name, CPF or e-mail) as the user types. `inicial` names an already
 * chosen patient (an entry being edited, a filter), so it shows before any search; `onChange` gets the chosen
 * patient with what the list knows of them (e.g. `modalidade`), or null when cleared.
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
  const [nomes, setNomes] = useState<Record<string, string>>(() =>
    inicial ? { [inicial.id]: inicial.nome } : {},
  );
  const [busca] = useDebouncedValue(search, 250);
  const nomeAtual = value ? (nomes[value] ?? (inicial?.id === value ? inicial.nome : undefined)) : undefined;
  // While the box shows the chosen name, list everyone (the first page) rather than searching for that name.
  const termo = nomeAtual !== undefined && busca === nomeAtual ? '' : busca;
  const query = usePacienteOpcoes(termo.trim());

  const data = useMemo(() => {
    const options = (query.data ?? []).map((p) => ({ value: p.id, label: nomeDoPaciente(p) }));
    if (value && !options.some((o) => o.value === value)) {
      options.unshift({ value, label: nomeAtual ?? 'Paciente selecionado' });
    }
    return options;
  }, [query.data, value, nomeAtual]);

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
          onChange(null);
          return;
        }
        const p = query.data?.find((x) => x.id === id);
        const nome = p ? nomeDoPaciente(p) : (data.find((o) => o.value === id)?.label ?? '');
        setNomes((n) => ({ ...n, [id]: nome }));
        onChange({ ...p, id, nome });
      }}
    />
  );
}
