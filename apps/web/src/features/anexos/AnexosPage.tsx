import type { Anexo } from '@consultorio/contracts/anexos';
import { Anchor, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { AnexoList } from '../../components/anexos/AnexoList';
import { confirmarExclusaoAnexo } from '../../components/anexos/confirmarExclusao';
import { PacienteLoadError } from '../../components/PacienteLoadError';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryState';
import { formatTamanho } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useAnexos, useBaixarAnexo, useExcluirAnexo } from './api';
import { EnvioAnexos } from './components/EnvioAnexos';
import { BloqueioEnvio, UsoAnexos } from './components/UsoAnexos';

/** /pacientes/anexos/{id}: send a patient's files (several at once), list, download and delete them. */
export function AnexosPage() {
  const { id: pacienteId = '' } = useParams();
  const query = useAnexos(pacienteId);
  const { plano } = usePlan();
  const baixar = useBaixarAnexo();
  const excluir = useExcluirAnexo(pacienteId);
  const data = query.data;

  const download = (anexo: Anexo) =>
    baixar.mutate(anexo, {
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível baixar', message: errorMessage(e) }),
    });
  const confirmDelete = (anexo: Anexo) =>
    confirmarExclusaoAnexo(anexo, () =>
      excluir.mutate(anexo, {
        onSuccess: ({ message }) => notifications.show({ color: 'teal', title: 'Anexo excluído', message }),
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
      }),
    );

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return <PacienteLoadError error={query.error} onRetry={() => query.refetch()} />;
  }

  return (
    <>
      <Anchor
        component={Link}
        to={paths.pacientes.ficha(pacienteId, 'anexos')}
        fz="sm"
        mb="xs"
        display="inline-flex"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={15} stroke={1.8} />
          Ficha do paciente
        </Group>
      </Anchor>
      <PageHeader
        title="Anexos"
        description={
          data ? (
            <>
              <Text span fw={600} c="var(--mantine-color-text)">
                {data.paciente.nome}
              </Text>
              {' · '}laudos, exames e documentos, guardados com criptografia e acessíveis só por você.
            </>
          ) : (
            <Skeleton h={14} w={280} component="span" display="inline-block" />
          )
        }
      />

      <QueryError
        title="Não foi possível carregar os anexos"
        mb="lg"
        error={query.error}
        onRetry={query.refetch}
      />

      {query.isPending && !query.isError && (
        <Stack gap="lg" role="status" aria-busy="true" aria-label="Carregando anexos">
          <Skeleton h={190} radius="md" />
          {[0, 1, 2].map((i) => (
            <Group key={i} wrap="nowrap" gap="sm">
              <Skeleton h={40} w={40} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={14} w="45%" />
                <Skeleton h={12} w="30%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      )}

      {data && (
        <Stack gap="lg">
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" gap="md">
                <Title order={3} fz="h4">
                  Enviar arquivos
                </Title>
                <UsoAnexos stats={data.stats} />
              </Group>
              <BloqueioEnvio stats={data.stats} plano={plano.nome} />
              <EnvioAnexos pacienteId={pacienteId} stats={data.stats} disabled={!data.stats.can_add_anexo} />
            </Stack>
          </Card>

          <Card p={{ base: 'md', sm: 'lg' }}>
            <Group justify="space-between" mb="md" gap="xs">
              <Title order={3} fz="h4">
                Arquivos do paciente
              </Title>
              {data.anexos.length > 0 && (
                <Text fz="sm" c="dimmed">
                  {data.stats.paciente_anexos_count === 1
                    ? '1 arquivo'
                    : `${data.stats.paciente_anexos_count} arquivos`}{' '}
                  · {formatTamanho(data.stats.paciente_tamanho_total)}
                </Text>
              )}
            </Group>
            {data.anexos.length === 0 ? (
              <EmptyState
                variant="light"
                icon={<IconPaperclip size={28} stroke={1.6} />}
                title="Nenhum anexo ainda"
                description={
                  data.stats.can_add_anexo
                    ? 'Arraste laudos, exames, encaminhamentos ou documentos para a área acima, ou clique nela para escolher os arquivos.'
                    : 'Este paciente ainda não tem arquivos. O envio está indisponível no momento: veja o aviso acima.'
                }
              />
            ) : (
              <AnexoList
                anexos={data.anexos}
                onDownload={download}
                onDelete={confirmDelete}
                baixando={baixar.isPending ? baixar.variables?.id : null}
              />
            )}
          </Card>
        </Stack>
      )}
    </>
  );
}
