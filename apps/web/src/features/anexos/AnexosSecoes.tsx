import type { AnexosResponse } from '@consultorio/contracts/anexos';
import { Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { AnexoList } from '../../components/anexos/AnexoList';
import { formatTamanho } from '../../lib/format';
import { EnvioAnexos } from './components/EnvioAnexos';
import { BloqueioEnvio, UsoAnexos } from './components/UsoAnexos';
import type { useAnexoAcoes } from './useAnexoAcoes';

/** The header's line under the title: whose files these are (a placeholder while they load). */
export function AnexosDescricao({ nome }: { nome?: string }) {
  return nome !== undefined ? (
    <>
      <Text span fw={600} c="var(--mantine-color-text)">
        {nome}
      </Text>
      {' · '}laudos, exames e documentos, guardados com criptografia e acessíveis só por você.
    </>
  ) : (
    <Skeleton h={14} w={280} component="span" display="inline-block" />
  );
}

/** The page's shape while it loads: the upload area and a few files. */
export function AnexosCarregando() {
  return (
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
  );
}

/** "Enviar arquivos": the plan's use, why sending is blocked (if it is), and the upload area. */
export function EnvioCard({
  pacienteId,
  data,
  plano,
}: {
  pacienteId: string;
  data: AnexosResponse;
  plano: string;
}) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Title order={3} fz="h4">
            Enviar arquivos
          </Title>
          <UsoAnexos stats={data.stats} />
        </Group>
        <BloqueioEnvio stats={data.stats} plano={plano} />
        <EnvioAnexos pacienteId={pacienteId} stats={data.stats} disabled={!data.stats.can_add_anexo} />
      </Stack>
    </Card>
  );
}

/** "Arquivos do paciente": how many and how large, and the list (or why it is empty). */
export function ArquivosCard({
  data,
  acoes,
}: {
  data: AnexosResponse;
  /** Without `confirmDelete` (an archived patient's files) the list offers no deletion. */
  acoes: Omit<ReturnType<typeof useAnexoAcoes>, 'confirmDelete'> &
    Partial<Pick<ReturnType<typeof useAnexoAcoes>, 'confirmDelete'>>;
}) {
  return (
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
          onDownload={acoes.download}
          onAbrir={acoes.abrir}
          onDelete={acoes.confirmDelete}
          baixando={acoes.baixandoId}
        />
      )}
    </Card>
  );
}
