import type { PacienteArquivado } from '@consultorio/contracts/pacientes';
import { Anchor, Button, Card, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArrowBackUp, IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { usePhone } from '../../../components/usePhone';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { useArquivados, useRestaurarPaciente } from '../api';
import { ExcluirDefinitivoDialog } from './ExcluirDefinitivoDialog';

interface Acoes {
  onRestaurar: (p: PacienteArquivado) => void;
  onExcluir: (p: PacienteArquivado) => void;
  restaurando: string | null;
}

/** "Restaurar" and "Excluir definitivamente", named with the patient for screen readers. */
function BotoesDoPaciente({ p, onRestaurar, onExcluir, restaurando }: Acoes & { p: PacienteArquivado }) {
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowBackUp size={15} />}
        loading={restaurando === p.id}
        onClick={() => onRestaurar(p)}
        aria-label={`Restaurar ${p.nome}`}
      >
        Restaurar
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        leftSection={<IconTrash size={15} />}
        onClick={() => onExcluir(p)}
        aria-label={`Excluir definitivamente ${p.nome}`}
      >
        Excluir definitivamente
      </Button>
    </Group>
  );
}

function ArquivadosCards({ pacientes, ...acoes }: Acoes & { pacientes: PacienteArquivado[] }) {
  return (
    <Stack gap="sm">
      {pacientes.map((p) => (
        <Card key={p.id} p="md" data-testid="arquivado-card">
          <Anchor component={Link} to={paths.pacientes.ficha(p.id)} fw={600}>
            {p.nome}
          </Anchor>
          <Text fz="sm" mt={4}>
            Arquivado em {formatDate(p.arquivado_em)} · Último registro: {formatDate(p.ultimo_registro_em)}
          </Text>
          <Text fz="sm">Pode ser excluído a partir de {formatDate(p.excluir_a_partir_de)}</Text>
          <Group mt="sm">
            <BotoesDoPaciente p={p} {...acoes} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function ArquivadosTabela({ pacientes, ...acoes }: Acoes & { pacientes: PacienteArquivado[] }) {
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paciente</Table.Th>
              <Table.Th>Arquivado em</Table.Th>
              <Table.Th>Último registro</Table.Th>
              <Table.Th>Pode ser excluído a partir de</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pacientes.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  {/* The file opens read-only (docs/decisions/0078-archived-patients-read-only.md). */}
                  <Anchor component={Link} to={paths.pacientes.ficha(p.id)} fz="sm" fw={600}>
                    {p.nome}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(p.arquivado_em)}</Table.Td>
                <Table.Td>{formatDate(p.ultimo_registro_em)}</Table.Td>
                <Table.Td>{formatDate(p.excluir_a_partir_de)}</Table.Td>
                <Table.Td>
                  <BotoesDoPaciente p={p} {...acoes} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * /pacientes/arquivados (docs/product.md §8.3): the patients deleted while they had clinical records, kept for the
 * legal 5 years. Each can be restored to the list or erased for good (ExcluirDefinitivoDialog).
 */
export function ArquivadosPage() {
  const [page, setPage] = useState(1);
  const query = useArquivados(page);
  const restaurar = useRestaurarPaciente();
  const phone = usePhone();
  const [excluindo, setExcluindo] = useState<PacienteArquivado | null>(null);
  const data = query.data;

  const onRestaurar = (p: PacienteArquivado) =>
    restaurar.mutate(p.id, {
      onSuccess: ({ message }) =>
        notifications.show({ color: 'teal', title: 'Paciente restaurado', message }),
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível restaurar', message: errorMessage(e) }),
    });
  const acoes: Acoes = {
    onRestaurar,
    onExcluir: setExcluindo,
    restaurando: restaurar.isPending ? (restaurar.variables ?? null) : null,
  };

  return (
    <>
      <PageHeader
        title="Pacientes arquivados"
        description="Pacientes excluídos que tinham registros clínicos. Pela Resolução CFP 001/2009 (art. 4º), os registros ficam guardados por pelo menos 5 anos após o último registro; depois disso, você pode excluí-los definitivamente."
        actions={
          <Button
            component={Link}
            to={paths.pacientes.lista}
            variant="default"
            leftSection={<IconArrowLeft size={17} />}
          >
            Voltar aos pacientes
          </Button>
        }
      />
      <Stack gap="lg">
        <QueryError
          title="Não foi possível carregar os arquivados"
          error={query.error}
          onRetry={query.refetch}
        />
        {query.isPending && !query.isError && (
          <QueryLoading label="Carregando pacientes arquivados" blocks={[48, 48, 48]} />
        )}
        {data && data.pacientes.length === 0 && (
          <QueryEmpty
            icon={<IconArchive size={28} stroke={1.6} />}
            withIndicatorBackground
            title="Nenhum paciente arquivado"
            description="Quando você exclui um paciente que tem registros clínicos, ele aparece aqui e os registros ficam guardados."
          />
        )}
        {data && data.pacientes.length > 0 && (
          <>
            {phone ? (
              <ArquivadosCards pacientes={data.pacientes} {...acoes} />
            ) : (
              <ArquivadosTabela pacientes={data.pacientes} {...acoes} />
            )}
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dimmed">
                {data.pagination.total === 1
                  ? '1 paciente arquivado'
                  : `${data.pagination.total} pacientes arquivados`}
              </Text>
              {data.pagination.last_page > 1 && (
                <Pagination
                  total={data.pagination.last_page}
                  value={page}
                  onChange={setPage}
                  size="sm"
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
                  })}
                  getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
                />
              )}
            </Group>
          </>
        )}
      </Stack>
      <ExcluirDefinitivoDialog paciente={excluindo} onClose={() => setExcluindo(null)} />
    </>
  );
}
