import { CONFIRMACAO_LABELS, CONFIRMACOES } from '@consultorio/contracts/agendamento-online';
import { Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { FormDaPagina } from './usePaginaForm';

/** The session's length and gap, and how early and how far ahead a visitor may book. */
export function DuracaoEJanela({ form }: { form: FormDaPagina }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <NumberInput
        label="Duração (min)"
        min={15}
        max={240}
        step={5}
        {...form.getInputProps('duracao_minutos')}
      />
      <NumberInput
        label="Intervalo entre sessões (min)"
        min={0}
        max={120}
        step={5}
        {...form.getInputProps('intervalo_minutos')}
      />
      <NumberInput
        label="Antecedência mínima (horas)"
        min={0}
        max={720}
        {...form.getInputProps('antecedencia_minima_horas')}
      />
      <NumberInput
        label="Até quantos dias à frente"
        min={1}
        max={180}
        {...form.getInputProps('janela_dias')}
      />
    </SimpleGrid>
  );
}

/** Automatic or manual confirmation, the modalities offered and the message for who books. */
export function ConfirmacaoEModalidades({ form }: { form: FormDaPagina }) {
  return (
    <>
      <Radio.Group label="Confirmação dos agendamentos" {...form.getInputProps('confirmacao')}>
        <Stack gap={6} mt={6}>
          {CONFIRMACOES.map((c) => (
            <Radio key={c} value={c} label={CONFIRMACAO_LABELS[c]} />
          ))}
        </Stack>
      </Radio.Group>

      <Checkbox.Group label="Modalidades oferecidas" {...form.getInputProps('modalidades')}>
        <Group gap="lg" mt={6}>
          <Checkbox value="presencial" label="Presencial" />
          <Checkbox value="online" label="Online (sala de vídeo criada para cada sessão)" />
        </Group>
      </Checkbox.Group>

      <Textarea
        label="Mensagem para quem agenda"
        description="Opcional. Ex.: público que você atende, como chegar, política de cancelamento."
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('mensagem')}
      />
    </>
  );
}
