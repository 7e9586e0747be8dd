import { Alert, Button, Loader, SimpleGrid, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/forms';
import type { useHorariosLivres } from './api';
import classes from './PaginaPublica.module.css';
import { diaLongo, horaDe } from './semana';

/** The chosen day's free times (or why there are none), one of them pressed when chosen. */
export function HorariosDoDia({
  horarios,
  carregando,
  mapa,
  diaEscolhido,
  temProxima,
  inicio,
  onInicio,
}: {
  horarios: ReturnType<typeof useHorariosLivres>;
  carregando: boolean;
  mapa: Map<string, string[]>;
  diaEscolhido: string | null;
  temProxima: boolean;
  inicio: string | null;
  onInicio: (inicio: string) => void;
}) {
  return (
    <fieldset className={classes.horarios} aria-busy={horarios.isFetching}>
      <legend className={classes.legenda}>
        {diaEscolhido ? `Horários de ${diaLongo(diaEscolhido)}` : 'Horários'}
      </legend>
      {carregando ? (
        <Loader size="sm" aria-label="Carregando horários" />
      ) : horarios.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(horarios.error)}
        </Alert>
      ) : !diaEscolhido ? (
        <Text fz="sm" c="dimmed">
          Nenhum horário livre nesta semana.{temProxima ? ' Veja a próxima semana.' : ''}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 5 }} spacing={6}>
          {(mapa.get(diaEscolhido) ?? []).map((h) => (
            <Button
              key={h}
              variant={h === inicio ? 'filled' : 'default'}
              aria-pressed={h === inicio}
              leftSection={<IconClock size={14} />}
              onClick={() => onInicio(h)}
            >
              {horaDe(h)}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </fieldset>
  );
}
