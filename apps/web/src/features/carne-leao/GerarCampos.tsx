import { MESES, MODO_LABELS, MODOS_CARNE_LEAO } from '@consultorio/contracts/carne-leao';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MoneyInput } from '../../lib/masks';
import { anosDisponiveis } from './ListaPage';
import { capital, type GerarValores } from './useCarneLeaoGerar';

/** "Mês e deduções": the month and year, then INSS, dependants, alimony and how the deductions are taken. */
export function MesEDeducoesCampos({
  form,
  anoAtual,
}: {
  form: UseFormReturnType<GerarValores>;
  anoAtual: number;
}) {
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="Mês"
          data={MESES.map((m, i) => ({ value: String(i + 1), label: capital(m) }))}
          allowDeselect={false}
          {...form.getInputProps('mes')}
        />
        <Select
          label="Ano"
          data={anosDisponiveis(anoAtual)}
          allowDeselect={false}
          {...form.getInputProps('ano')}
        />
      </SimpleGrid>
      <MoneyInput
        label="Previdência oficial (INSS) paga no mês"
        description="Carnê do INSS (GPS) do mês, se houver"
        {...form.getInputProps('inss')}
      />
      <NumberInput
        label="Dependentes"
        description="R$ 189,59 por dependente por mês"
        min={0}
        max={99}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        {...form.getInputProps('dependentes')}
      />
      <MoneyInput
        label="Pensão alimentícia paga no mês"
        description="Determinada por decisão judicial ou escritura"
        {...form.getInputProps('pensao')}
      />
      <Select
        label="Deduções"
        data={MODOS_CARNE_LEAO.map((m) => ({ value: m, label: MODO_LABELS[m] }))}
        allowDeselect={false}
        {...form.getInputProps('modo')}
      />
    </>
  );
}
