import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconNotebook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSomenteLeitura } from '../../components/pacientes/somenteLeitura';
import { ProntuarioTimeline } from '../../components/prontuarios/ProntuarioTimeline';
import { QueryEmpty, QueryError, QueryLoading } from '../../components/QueryState';
import { paths } from '../../routes/paths';
import { useProntuarios } from './api';
import { EntradaDialog } from './components/EntradaDialog';

const ULTIMAS = 5;

/**
 * Tab "Prontuário" of the patient file (/pacientes/ficha/{id}), lazy-loaded by features/pacientes/ficha/tabs.ts:
 * the latest entries, "Nova entrada", and the way to the full record.
 */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const query = useProntuarios(pacienteId, { page: 1, per_page: ULTIMAS });
  const [dialogOpen, setDialogOpen] = useState(false);
  const data = query.data;
  // An archived patient's file is read-only (docs/decisions/0078-archived-patients-read-only.md).
  const nova = !useSomenteLeitura() && (
    <Button leftSection={<IconPlus size={17} stroke={1.8} />} onClick={() => setDialogOpen(true)}>
      Nova entrada
    </Button>
  );
  const completo = (
    <Button
      component={Link}
      to={paths.pacientes.prontuarios(pacienteId)}
      variant="default"
      rightSection={<IconArrowRight size={16} stroke={1.7} />}
    >
      Ver prontuário completo
    </Button>
  );

  return (
    <>
      <QueryError
        title="Não foi possível carregar o prontuário"
        error={query.error}
        onRetry={query.refetch}
      />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando prontuário" blocks={[{ h: 36, w: 220 }, 180]} />
      )}
      {data && data.pagination.total === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconNotebook size={28} stroke={1.6} />}
          title="Nenhuma entrada no prontuário"
          description="Registre após cada atendimento a evolução, os procedimentos e os encaminhamentos. As entradas aparecem aqui, das mais recentes às mais antigas."
          actions={nova}
        />
      )}
      {data && data.pagination.total > 0 && (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {data.pagination.total > ULTIMAS
                ? `As ${ULTIMAS} entradas mais recentes de ${data.pagination.total}`
                : data.pagination.total === 1
                  ? '1 entrada'
                  : `${data.pagination.total} entradas, da mais recente à mais antiga`}
            </Text>
            <Group gap="sm">
              {completo}
              {nova}
            </Group>
          </Group>
          <Card p={{ base: 'md', sm: 'lg' }}>
            <ProntuarioTimeline entradas={data.prontuarios} compact />
          </Card>
        </Stack>
      )}
      <EntradaDialog
        pacienteId={pacienteId}
        entrada={null}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}

export default PacienteTab;
