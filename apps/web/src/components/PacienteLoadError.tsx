import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { errorMessage } from '../lib/forms';
import { paths } from '../routes/paths';
import { QueryEmpty } from './QueryState';

/** A patient that could not be loaded: not found (404, also another user's) or a failure that can be retried. */
export function PacienteLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <QueryEmpty
        icon={<IconUserQuestion size={28} stroke={1.6} />}
        withIndicatorBackground
        title="Paciente não encontrado"
        description="Ele pode ter sido excluído ou arquivado. Volte à lista para ver seus pacientes."
        actions={
          <Button component={Link} to={paths.pacientes.lista} variant="light">
            Ir para a lista de pacientes
          </Button>
        }
      />
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar o paciente">
      <Text fz="sm" mb="xs">
        {errorMessage(error)}
      </Text>
      <Group>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Group>
    </Alert>
  );
}
