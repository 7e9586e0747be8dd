import { Paper, Stack, Text } from '@mantine/core';
import { type PaginaValues, resumoDosHorarios } from './paginaForm';

/** What a visitor will see: the offer and the days and hours (the free times are these minus the agenda). */
export function Previa({ values }: { values: PaginaValues }) {
  const resumo = resumoDosHorarios(values.horarios);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      aria-label="Pré-visualização"
    >
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
        Pré-visualização
      </Text>
      <Stack gap={4}>
        <Text fz="sm">
          Sessões de {values.duracao_minutos} minutos ·{' '}
          {(values.modalidades ?? []).map((m) => (m === 'online' ? 'online' : 'presencial')).join(' ou ')} ·{' '}
          {values.confirmacao === 'manual' ? 'você confirma cada pedido' : 'confirmação na hora'}
        </Text>
        {values.mensagem.trim() && (
          <Text fz="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            {values.mensagem}
          </Text>
        )}
        {resumo.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nenhum horário de atendimento.
          </Text>
        ) : (
          resumo.map((linha) => (
            <Text key={linha} fz="sm">
              {linha}
            </Text>
          ))
        )}
        <Text fz="xs" c="dimmed">
          Horários já ocupados na agenda não aparecem; de hoje até {values.janela_dias} dias, com no mínimo{' '}
          {values.antecedencia_minima_horas} h de antecedência.
        </Text>
      </Stack>
    </Paper>
  );
}
