import {
  CATEGORIA_LABELS,
  CATEGORIAS,
  CATEGORIAS_POR_TIPO,
  type Categoria,
  type StatusLancamento,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { Select } from '@mantine/core';
import { PacienteSelect } from '../../../components/PacienteSelect';
import type { FiltrosLista } from './filtros';

const TIPOS = [
  { value: 'receita', label: 'Receitas' },
  { value: 'despesa', label: 'Despesas' },
];
const STATUS = [
  { value: 'pago', label: 'Pagos' },
  { value: 'pendente', label: 'Pendentes' },
];

/**
 * The four filters of the entries list (tipo, categoria, situação, paciente), written once and placed by the page
 * in its phone layout (inside "Filtros") and its wide one (in a row). Choosing a tipo drops a categoria of the
 * other tipo.
 */
export function FiltrosLancamentos({
  filtros,
  onChange,
}: {
  filtros: FiltrosLista;
  onChange: (patch: Partial<FiltrosLista>) => void;
}) {
  const categorias = (filtros.tipo ? CATEGORIAS_POR_TIPO[filtros.tipo] : CATEGORIAS).map((value) => ({
    value,
    label: CATEGORIA_LABELS[value],
  }));
  return (
    <>
      <Select
        label="Tipo"
        placeholder="Todos"
        data={TIPOS}
        clearable
        value={filtros.tipo}
        onChange={(tipo) => {
          const t = tipo as TipoLancamento | null;
          const categoria =
            t && filtros.categoria && !CATEGORIAS_POR_TIPO[t].includes(filtros.categoria)
              ? null
              : filtros.categoria;
          onChange({ tipo: t, categoria });
        }}
      />
      <Select
        label="Categoria"
        placeholder="Todas"
        data={categorias}
        clearable
        value={filtros.categoria}
        onChange={(c) => onChange({ categoria: c as Categoria | null })}
      />
      <Select
        label="Situação"
        placeholder="Todas"
        data={STATUS}
        clearable
        value={filtros.status}
        onChange={(s) => onChange({ status: s as StatusLancamento | null })}
      />
      <PacienteSelect
        label="Paciente"
        placeholder="Todos"
        value={filtros.paciente_id}
        onChange={(p) => onChange({ paciente_id: p?.id ?? null })}
      />
    </>
  );
}
