import {
  ANTECEDENCIA_MAXIMA,
  ANTECEDENCIA_MINIMA,
  localDoAgendamento,
  MARCADOR_LABELS,
  MARCADORES,
  MODELO_PADRAO,
  renderizarModelo,
} from '@consultorio/contracts/lembretes';
import { Code, Group, NumberInput, Paper, SimpleGrid, Switch, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBell } from '@tabler/icons-react';
import { dayjs } from '../../lib/format';
import { useProfile } from '../../usuario/api';
import type { LembretesValues } from './useLembretesSubmit';

type Form = UseFormReturnType<LembretesValues>;

/** Reminders on or off, and how many hours before the session. */
export function EnvioCampos({ form }: { form: Form }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Switch
        label="Enviar lembretes por e-mail"
        mt={{ sm: 'xl' }}
        {...form.getInputProps('ativo', { type: 'checkbox' })}
      />
      <NumberInput
        label="Antecedência (horas)"
        description={`De ${ANTECEDENCIA_MINIMA} a ${ANTECEDENCIA_MAXIMA} horas antes da sessão`}
        min={ANTECEDENCIA_MINIMA}
        max={ANTECEDENCIA_MAXIMA}
        allowDecimal={false}
        {...form.getInputProps('antecedencia_horas')}
      />
    </SimpleGrid>
  );
}

/** The message, with the placeholders it may use. */
export function MensagemCampo({ form }: { form: Form }) {
  return (
    <Textarea
      label="Mensagem"
      autosize
      minRows={3}
      maxRows={8}
      description={
        <>
          Marcadores:{' '}
          {MARCADORES.map((m, i) => (
            <span key={m}>
              {i > 0 && ', '}
              <Code>{`{${m}}`}</Code> {MARCADOR_LABELS[m]}
            </span>
          ))}
          . Em branco, usa a mensagem padrão.
        </>
      }
      {...form.getInputProps('modelo')}
    />
  );
}

/** What a patient reads: the message (or the default one) filled for a sample session tomorrow at 14:00. */
export function PreviaLembrete({ modelo }: { modelo: string }) {
  const profile = useProfile();
  const amanha = dayjs().add(1, 'day');
  const previa = renderizarModelo(modelo.trim() || MODELO_PADRAO, {
    nome: 'Mariana',
    data: amanha.format('DD/MM/YYYY'),
    hora: '14:00',
    profissional: profile.data?.nome ?? 'Seu nome',
    local: localDoAgendamento({ modalidade: 'presencial' }, profile.data?.endereco),
  });
  return (
    <Paper withBorder p="md" radius="md" aria-label="Prévia do lembrete">
      <Group gap="xs" mb={6}>
        <IconBell size={16} stroke={1.7} aria-hidden />
        <Text fz="sm" fw={600}>
          Prévia
        </Text>
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="previa-lembrete">
        {previa}
      </Text>
    </Paper>
  );
}
