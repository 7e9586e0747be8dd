import { DIAS_SEMANA } from '@consultorio/contracts/agendamento-online';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MaskedInput } from '../../lib/masks';
import { faixasDoDia, novaFaixa } from './paginaForm';
import type { FormDaPagina } from './usePaginaForm';

/** The weekly hours: for each weekday, its ranges (start–end) with add and remove. */
export function HorariosDaSemana({ form }: { form: FormDaPagina }) {
  const horarios = form.values.horarios;
  const erroGeral = form.errors.horarios;
  return (
    <Stack gap={6} role="group" aria-labelledby="horarios-semana">
      <Text fw={500} fz="sm" id="horarios-semana">
        Horários de atendimento
      </Text>
      {erroGeral && (
        <Text c="red" fz="xs" role="alert">
          {erroGeral}
        </Text>
      )}
      {[1, 2, 3, 4, 5, 6, 0].map((dia) => {
        const nome = DIAS_SEMANA[dia].toLowerCase();
        const faixas = faixasDoDia(horarios, dia);
        return (
          <Paper key={dia} withBorder p="xs" radius="md">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fz="sm" fw={600} w={80} pt={6}>
                {DIAS_SEMANA[dia]}
              </Text>
              <Stack gap={6} style={{ flex: 1 }}>
                {faixas.length === 0 && (
                  <Text fz="sm" c="dimmed" pt={6}>
                    Sem atendimento
                  </Text>
                )}
                {faixas.map((f) => {
                  const erroInicio = form.errors[`horarios.${f.indice}.inicio`];
                  const erroFim = form.errors[`horarios.${f.indice}.fim`];
                  const erro = erroInicio ?? erroFim;
                  const idErro = `horario-${f.indice}-erro`;
                  const campo = (lado: 'inicio' | 'fim', temErro: boolean) => ({
                    ...form.getInputProps(`horarios.${f.indice}.${lado}`),
                    // The message is shown once, under the range (an 80 px field has no room for it), so the
                    // fields' error state and description are set here rather than by Mantine's own wrapper.
                    error: temErro,
                    withAria: false,
                    'aria-invalid': temErro || undefined,
                    'aria-describedby': erro ? idErro : undefined,
                  });
                  return (
                    <Stack key={f.indice} gap={2}>
                      <Group gap={6} align="flex-start" wrap="nowrap">
                        <MaskedInput
                          mask="hora"
                          aria-label={`Início do horário de ${nome}`}
                          w={80}
                          {...campo('inicio', Boolean(erroInicio))}
                        />
                        <Text pt={6}>–</Text>
                        <MaskedInput
                          mask="hora"
                          aria-label={`Fim do horário de ${nome}`}
                          w={80}
                          {...campo('fim', Boolean(erroFim))}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          mt={4}
                          aria-label={`Remover horário ${f.inicio}–${f.fim} de ${nome}`}
                          onClick={() => form.removeListItem('horarios', f.indice)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                      {erro && (
                        <Text c="red" fz="xs" id={idErro}>
                          {erro}
                        </Text>
                      )}
                    </Stack>
                  );
                })}
              </Stack>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                // "no sábado", "no domingo", "na segunda"…
                aria-label={`Adicionar horário ${dia === 0 || dia === 6 ? 'no' : 'na'} ${nome}`}
                onClick={() => form.insertListItem('horarios', novaFaixa(horarios, dia))}
              >
                Horário
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
