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
import { formatMoney } from '../../../lib/format';
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

/**
 * What a blank Valor saves: the patient's (or the profile's) price for a new session, the recorded value when
 * editing one (the API fills or keeps it, docs/product.md §8.4); null when nothing would be filled in.
 */
export interface ValorEmBranco {
  valor: number;
  origem: 'paciente' | 'perfil' | 'registrado';
}

const ORIGEM_DO_VALOR: Record<ValorEmBranco['origem'], string> = {
  paciente: 'vale o valor do paciente',
  perfil: 'vale o valor padrão do perfil',
  registrado: 'fica o valor já registrado',
};

/** Valor, the payment method once paid, and "Sessão paga". */
export function PagamentoCampos({ form, emBranco }: { form: Form; emBranco: ValorEmBranco | null }) {
  // A blank field must not look like R$ 0,00 when saving it keeps or fills in another amount.
  const vazio = form.getValues().valor === '';
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput
          label="Valor"
          placeholder={emBranco ? '' : 'Sem valor'}
          description={
            vazio && emBranco
              ? `Em branco, ${ORIGEM_DO_VALOR[emBranco.origem]}: ${formatMoney(emBranco.valor)}.`
              : undefined
          }
          {...form.getInputProps('valor')}
        />
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
