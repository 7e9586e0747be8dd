import {
  FORMA_PAGAMENTO_LABELS,
  FORMAS_PAGAMENTO,
  PRESENCA_LABELS,
  PRESENCAS,
  type Presenca,
} from '@consultorio/contracts/sessoes';
import { Alert, Chip, Group, Input, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PRESENCA_COLORS } from '../../../components/pacientes/status';
import { MaskedInput, MoneyInput } from '../../../lib/masks';
import { realizadaNoFuturo, type SessaoFormValues } from './sessaoForm';

// The groups of fields of "Registrar sessão" / "Editar sessão".

type Form = UseFormReturnType<SessaoFormValues>;

const FORMAS = FORMAS_PAGAMENTO.map((value) => ({ value, label: FORMA_PAGAMENTO_LABELS[value] }));

/**
 * Presença as chips, then Data, Hora de início and Duração; a gentle warning when "Realizada" is chosen for a time
 * that has not come yet in the practice's zone.
 */
export function PresencaEHorarioCampos({ form, fuso }: { form: Form; fuso?: string }) {
  const futuro = realizadaNoFuturo(form.getValues(), fuso);
  return (
    <>
      <Input.Wrapper label="Presença" required error={form.errors.presenca}>
        <Chip.Group
          multiple={false}
          value={form.getValues().presenca}
          onChange={(v) => form.setFieldValue('presenca', v as Presenca)}
        >
          <Group gap="xs" mt={6}>
            {PRESENCAS.map((p) => (
              <Chip key={p} value={p} color={PRESENCA_COLORS[p]} variant="light">
                {PRESENCA_LABELS[p]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
        <MaskedInput mask="data" label="Data" required {...form.getInputProps('data')} />
        <MaskedInput mask="hora" label="Hora de início" {...form.getInputProps('hora_inicio')} />
        <NumberInput
          label="Duração (min)"
          min={5}
          max={480}
          step={5}
          allowDecimal={false}
          {...form.getInputProps('duracao_minutos')}
        />
      </SimpleGrid>
      {futuro && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
          A sessão está marcada como realizada, mas esta data e hora ainda não chegaram. Confira antes de
          salvar.
        </Alert>
      )}
    </>
  );
}

/** Valor, the payment method once paid, and "Sessão paga". */
export function PagamentoCampos({ form }: { form: Form }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput label="Valor" {...form.getInputProps('valor')} />
        {form.getValues().pago && (
          <Select
            label="Forma de pagamento"
            placeholder="Selecione"
            data={FORMAS}
            clearable
            {...form.getInputProps('forma_pagamento')}
          />
        )}
      </SimpleGrid>
      <Switch label="Sessão paga" {...form.getInputProps('pago', { type: 'checkbox' })} />
    </>
  );
}
