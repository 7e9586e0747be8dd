import { MAX_OCORRENCIAS } from '@consultorio/contracts/agendamentos';
import { MODALIDADE_LABELS, MODALIDADES, type Modalidade } from '@consultorio/contracts/pacientes';
import {
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { MaskedInput } from '../../lib/masks';
import { type AgendamentoFormValues, mostraLink, mostraLocal, resumoRepeticao } from './agendamentoForm';

// The groups of fields of the "Novo agendamento" / "Editar agendamento" form (docs/product.md §2.2).

type Form = UseFormReturnType<AgendamentoFormValues>;

const REPETICOES = [
  { value: 'nao', label: 'Não repetir' },
  { value: 'semanal', label: 'Toda semana' },
  { value: 'quinzenal', label: 'A cada 15 dias' },
  { value: 'mensal', label: 'Todo mês' },
];

/** Data, Horário and Duração on one row. */
export function QuandoCampos({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
      <MaskedInput mask="data" label="Data" required {...form.getInputProps('data')} />
      <TimePicker
        label="Horário"
        required
        format="24h"
        withDropdown
        minutesStep={5}
        hoursInputLabel="Hora"
        minutesInputLabel="Minutos"
        {...form.getInputProps('hora')}
      />
      <NumberInput
        label="Duração (min)"
        required
        min={5}
        max={480}
        step={5}
        allowDecimal={false}
        {...form.getInputProps('duracao_minutos')}
      />
    </SimpleGrid>
  );
}

/** Modalidade, then Local and/or the online link as the modality asks. */
export function ModalidadeCampos({ form }: { form: Form }) {
  const { modalidade } = form.getValues();
  const local = mostraLocal(modalidade);
  const link = mostraLink(modalidade);
  return (
    <>
      <Input.Wrapper label="Modalidade" error={form.errors.modalidade}>
        <SegmentedControl
          fullWidth
          mt={4}
          value={modalidade}
          onChange={(m) => form.setFieldValue('modalidade', m as Modalidade)}
          data={MODALIDADES.map((m) => ({ value: m, label: MODALIDADE_LABELS[m] }))}
        />
      </Input.Wrapper>
      {(local || link) && (
        <SimpleGrid cols={{ base: 1, xs: local && link ? 2 : 1 }}>
          {local && (
            <TextInput
              label="Local"
              placeholder="Ex.: Consultório — sala 2"
              {...form.getInputProps('local')}
            />
          )}
          {link && (
            <TextInput
              label="Link da sessão online"
              placeholder="https://"
              inputMode="url"
              {...form.getInputProps('link_online')}
            />
          )}
        </SimpleGrid>
      )}
    </>
  );
}

/** Repetição of a new booking: how often, until when, and a summary of the dates it makes. */
export function RepeticaoCampos({ form }: { form: Form }) {
  const v = form.getValues();
  const resumo = resumoRepeticao(v);
  return (
    <Stack gap="xs">
      <Select
        label="Repetição"
        data={REPETICOES}
        allowDeselect={false}
        {...form.getInputProps('repeticao')}
      />
      {v.repeticao !== 'nao' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SegmentedControl
            value={v.termino}
            onChange={(t) => form.setFieldValue('termino', t as AgendamentoFormValues['termino'])}
            data={[
              { value: 'ocorrencias', label: 'Nº de vezes' },
              { value: 'ate', label: 'Até a data' },
            ]}
            aria-label="Término da repetição"
          />
          {v.termino === 'ocorrencias' ? (
            <NumberInput
              aria-label="Ocorrências"
              placeholder="Ocorrências"
              suffix=" ocorrências"
              min={1}
              max={MAX_OCORRENCIAS}
              allowDecimal={false}
              {...form.getInputProps('ocorrencias')}
            />
          ) : (
            <MaskedInput mask="data" aria-label="Repetir até" {...form.getInputProps('ate')} />
          )}
        </SimpleGrid>
      )}
      {resumo && (
        <Text fz="xs" c="dimmed" aria-live="polite">
          {resumo}
        </Text>
      )}
    </Stack>
  );
}
