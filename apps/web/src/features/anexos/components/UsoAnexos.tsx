import type { AnexoStats } from '@consultorio/contracts/anexos';
import { formatLimit, remaining, UNLIMITED } from '@consultorio/contracts/planos';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconLock, IconPlayerPause } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../routes/paths';

/** Why uploads are refused, in the user's words; null when they are allowed. */
export function motivoBloqueio(stats: AnexoStats, plano: string): { titulo: string; texto: string } | null {
  if (stats.can_add_anexo) return null;
  if (stats.bloqueio === 'pausado') {
    return {
      titulo: 'Envio de arquivos pausado',
      texto:
        'Seu plano está pausado. Renove a assinatura para enviar novos arquivos; os anexos existentes continuam disponíveis para baixar.',
    };
  }
  return {
    titulo: 'Limite de anexos atingido',
    texto: `Seu plano ${plano} permite ${formatLimit(stats.anexos_limite)} anexos e você já usa ${stats.anexos_count}. Exclua arquivos que não precisa mais ou faça o upgrade do plano.`,
  };
}

/** "X de Y" (Ilimitado for −1) and what remains (limit − count, at least 0): docs/product.md §6.1. */
export function UsoAnexos({ stats }: { stats: AnexoStats }) {
  const unlimited = stats.anexos_limite === UNLIMITED;
  const left = remaining(stats.anexos_limite, stats.anexos_count);
  const percent =
    unlimited || stats.anexos_limite <= 0
      ? 0
      : Math.min(100, (stats.anexos_count / stats.anexos_limite) * 100);
  return (
    <Stack gap={6} w={{ base: '100%', sm: 360 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" fw={500} id="uso-anexos">
          Anexos do plano
        </Text>
        <Text fz="sm" fw={700} data-testid="contador-anexos">
          {stats.anexos_count} de {formatLimit(stats.anexos_limite)}
        </Text>
      </Group>
      {/* Name and value go on the section, the element with role="progressbar" (as in /configuracoes). */}
      <Progress.Root opacity={unlimited ? 0.35 : 1}>
        <Progress.Section
          value={unlimited ? 100 : percent}
          striped={unlimited}
          color={percent >= 100 ? 'red' : percent >= 80 ? 'orange' : undefined}
          aria-labelledby="uso-anexos"
          aria-valuetext={
            unlimited ? `${stats.anexos_count}, ilimitado` : `${stats.anexos_count} de ${stats.anexos_limite}`
          }
        />
      </Progress.Root>
      <Text fz="xs" c="dimmed" data-testid="restantes-anexos">
        {left === null
          ? 'Ilimitado: envie quantos arquivos precisar.'
          : left === 1
            ? 'Resta 1 anexo no seu plano.'
            : `Restam ${left} anexos no seu plano.`}
      </Text>
    </Stack>
  );
}

/** The reason uploads are disabled, with the way out (renew or upgrade). */
export function BloqueioEnvio({ stats, plano }: { stats: AnexoStats; plano: string }) {
  const motivo = motivoBloqueio(stats, plano);
  if (!motivo) return null;
  const pausado = stats.bloqueio === 'pausado';
  return (
    <Alert
      color={pausado ? 'orange' : 'yellow'}
      icon={pausado ? <IconPlayerPause /> : <IconLock />}
      title={motivo.titulo}
      role="status"
    >
      <Text fz="sm" mb="xs">
        {motivo.texto}
      </Text>
      <Button component={Link} to={paths.upgrade} size="xs">
        {pausado ? 'Renovar o plano' : 'Fazer upgrade'}
      </Button>
    </Alert>
  );
}
