import { formatLimit } from '@consultorio/contracts/planos';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AnexoList } from '../../components/anexos/AnexoList';
import { useSomenteLeitura } from '../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryError, QueryLoading } from '../../components/QueryState';
import { formatTamanho } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useAnexos, useBaixarAnexo } from './api';
import { useAnexoAcoes } from './useAnexoAcoes';

const RECENTES = 5;

/**
 * Tab "Anexos" of the patient file (/pacientes/ficha/{id}), lazy-loaded by features/pacientes/ficha/tabs.ts: the
 * latest files in compact form, their download, and the way to the attachments page (sending and deleting).
 */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const query = useAnexos(pacienteId);
  const baixar = useBaixarAnexo();
  const { abrir } = useAnexoAcoes(pacienteId);
  const data = query.data;
  const pagina = paths.pacientes.anexos(pacienteId);
  // An archived patient's files download; nothing is sent (docs/decisions/0078-archived-patients-read-only.md).
  const somenteLeitura = useSomenteLeitura();

  if (query.isError) {
    return (
      <QueryError title="Não foi possível carregar os anexos" error={query.error} onRetry={query.refetch} />
    );
  }
  if (!data) {
    return <QueryLoading label="Carregando anexos" blocks={[{ h: 20, w: 240 }, 150]} />;
  }
  if (data.anexos.length === 0) {
    return (
      <QueryEmpty
        variant="light"
        icon={<IconPaperclip size={28} stroke={1.6} />}
        title="Nenhum anexo"
        description="Guarde aqui laudos, exames, encaminhamentos e outros documentos do paciente, com criptografia."
        actions={
          !somenteLeitura && (
            <Button component={Link} to={pagina}>
              Enviar arquivos
            </Button>
          )
        }
      />
    );
  }

  const { stats } = data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {stats.paciente_anexos_count === 1 ? '1 arquivo' : `${stats.paciente_anexos_count} arquivos`} ·{' '}
          {formatTamanho(stats.paciente_tamanho_total)} · plano: {stats.anexos_count} de{' '}
          {formatLimit(stats.anexos_limite)}
        </Text>
        <Button
          component={Link}
          to={pagina}
          variant="default"
          rightSection={<IconArrowRight size={16} stroke={1.7} />}
        >
          {somenteLeitura
            ? 'Ver todos os anexos'
            : stats.can_add_anexo
              ? 'Enviar e gerenciar anexos'
              : 'Gerenciar anexos'}
        </Button>
      </Group>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <AnexoList
          compact
          anexos={data.anexos.slice(0, RECENTES)}
          baixando={baixar.isPending ? baixar.variables?.id : null}
          onAbrir={abrir}
          onDownload={(anexo) =>
            baixar.mutate(anexo, {
              onError: (e) =>
                notifications.show({
                  color: 'red',
                  title: 'Não foi possível baixar',
                  message: errorMessage(e),
                }),
            })
          }
        />
        {data.anexos.length > RECENTES && (
          <Text fz="xs" c="dimmed" mt="sm">
            Mostrando os {RECENTES} mais recentes de {data.anexos.length}.
          </Text>
        )}
      </Card>
    </Stack>
  );
}

export default PacienteTab;
