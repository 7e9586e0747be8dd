import { MESES } from '@consultorio/contracts/carne-leao';
import { Card, Checkbox, Group, Select } from '@mantine/core';
import { anosDisponiveis } from '../ListaPage';
import type { Periodo } from './api';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const MESES_OPCOES = [
  { value: 'ano', label: 'Ano inteiro' },
  ...MESES.map((m, i) => ({ value: String(i + 1), label: capital(m) })),
];

/** Year, month (or the whole year) and whether the entries already imported are listed too. */
export function PeriodoFiltros({
  periodo,
  anoAtual,
  onChange,
}: {
  periodo: Periodo;
  anoAtual: number;
  onChange: (p: Periodo) => void;
}) {
  return (
    <Card mb="md" padding="md">
      <Group gap="md" align="flex-end">
        <Select
          label="Ano"
          data={anosDisponiveis(anoAtual)}
          value={String(periodo.ano)}
          onChange={(v) => v && onChange({ ...periodo, ano: Number(v) })}
          allowDeselect={false}
          w={120}
        />
        <Select
          label="Mês"
          data={MESES_OPCOES}
          value={periodo.mes ? String(periodo.mes) : 'ano'}
          onChange={(v) => onChange({ ...periodo, mes: v && v !== 'ano' ? Number(v) : null })}
          allowDeselect={false}
          w={170}
        />
        <Checkbox
          label="Incluir lançamentos já escriturados"
          checked={periodo.todos}
          onChange={(e) => onChange({ ...periodo, todos: e.currentTarget.checked })}
          mb={8}
        />
      </Group>
    </Card>
  );
}
