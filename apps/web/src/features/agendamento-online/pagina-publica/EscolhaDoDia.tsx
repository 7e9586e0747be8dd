import { Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './PaginaPublica.module.css';
import { diaCurto, type Semana } from './semana';

/**
 * The week's days, with the way to the previous and the next week; a day without free times cannot be chosen.
 * `onSemana` is called with the week chosen (0 is this week, as in `semana`), `onDia` with the day.
 */
export function EscolhaDoDia({
  s,
  n,
  mapa,
  diaEscolhido,
  fuso,
  onSemana,
  onDia,
}: {
  s: Semana;
  n: number;
  mapa: Map<string, string[]>;
  diaEscolhido: string | null;
  fuso: string | null;
  onSemana: (n: number) => void;
  onDia: (dia: string) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="agendar-dias">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="md" id="agendar-dias">
          Escolha o dia
        </Title>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChevronLeft size={16} />}
            disabled={!s.temAnterior}
            onClick={() => onSemana(n - 1)}
          >
            Anterior
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={<IconChevronRight size={16} />}
            disabled={!s.temProxima}
            onClick={() => onSemana(n + 1)}
          >
            Próxima
          </Button>
        </Group>
      </Group>
      {fuso && (
        <Text fz="xs" c="dimmed">
          Horários no fuso do consultório ({fuso}), diferente do seu.
        </Text>
      )}
      <SimpleGrid cols={{ base: 4, xs: 7 }} spacing={6}>
        {s.dias.map((d) => {
          const livres = mapa.get(d)?.length ?? 0;
          const ativo = d === diaEscolhido;
          return (
            <UnstyledButton
              key={d}
              className={classes.dia}
              data-ativo={ativo || undefined}
              disabled={livres === 0}
              aria-pressed={ativo}
              onClick={() => onDia(d)}
            >
              <span className={classes.diaNome}>{diaCurto(d).split(',')[0]}</span>
              <span className={classes.diaData}>
                {d.slice(8, 10)}/{d.slice(5, 7)}
              </span>
              <VisuallyHidden>
                {livres === 0
                  ? ', sem horários'
                  : `, ${livres} ${livres === 1 ? 'horário livre' : 'horários livres'}`}
              </VisuallyHidden>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
