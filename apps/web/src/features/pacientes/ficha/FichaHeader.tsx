import { formatTelefone } from '@consultorio/contracts/br';
import { FREQUENCIA_LABELS, MODALIDADE_LABELS, type Paciente } from '@consultorio/contracts/pacientes';
import {
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarX,
  IconCash,
  IconChartDonut,
  IconClockDollar,
  IconEdit,
  IconHistory,
  IconMail,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertaEscalaLink } from '../../../components/escalas/AlertaEscala';
import { PacienteActionsMenu } from '../../../components/pacientes/PacienteActionsMenu';
import { StatusBadge } from '../../../components/pacientes/StatusBadge';
import { paths } from '../../../routes/paths';
import { useEstatisticas } from '../api';
import classes from './FichaStats.module.css';
import { statCards } from './statCards';

const STAT_ICONS: Record<string, ReactNode> = {
  realizadas: <IconCalendarCheck size={16} stroke={1.8} />,
  faltas: <IconCalendarX size={16} stroke={1.8} />,
  presenca: <IconChartDonut size={16} stroke={1.8} />,
  ultima: <IconHistory size={16} stroke={1.8} />,
  recebido: <IconCash size={16} stroke={1.8} />,
  pendente: <IconClockDollar size={16} stroke={1.8} />,
};

/** Name, status, age and contact of the patient, with the file's actions. */
export function FichaHeader({
  paciente,
  onStatus,
  onDelete,
  onArquivar,
}: {
  paciente: Paciente;
  onStatus: () => void;
  onDelete: () => void;
  onArquivar: () => void;
}) {
  // An archived patient's file is read-only: no edit, no status change, no menu (its banner has "Restaurar").
  const arquivado = paciente.arquivado_em !== null;
  const detalhes = [
    paciente.idade !== null && `${paciente.idade} ${paciente.idade === 1 ? 'ano' : 'anos'}`,
    paciente.modalidade && MODALIDADE_LABELS[paciente.modalidade],
    paciente.frequencia && FREQUENCIA_LABELS[paciente.frequencia],
  ].filter(Boolean);
  return (
    <Card>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Avatar
            size={56}
            radius="xl"
            color="initials"
            name={paciente.nome}
            variant="light"
            visibleFrom="xs"
          />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="sm" align="center">
              <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
                {paciente.nome}
              </Title>
              {arquivado && <StatusBadge status={paciente.status_tratamento} />}
              {/* Named by its content, so the name holds the badge's visible text (WCAG 2.5.3). */}
              {/* A 44 px touch target on a phone around the small badge (docs/product.md §2.5). */}
              {!arquivado && (
                <UnstyledButton
                  onClick={onStatus}
                  mih={{ base: 44, sm: 0 }}
                  display="inline-flex"
                  style={{ alignItems: 'center' }}
                >
                  <VisuallyHidden>Alterar status do tratamento: </VisuallyHidden>
                  <StatusBadge status={paciente.status_tratamento} style={{ cursor: 'pointer' }} />
                </UnstyledButton>
              )}
              {/* An answer alert not yet seen (the titular's only): to the Escalas tab (docs/escalas.md). */}
              {paciente.alerta_escala && <AlertaEscalaLink pacienteId={paciente.id} />}
            </Group>
            {(paciente.nome_social || detalhes.length > 0) && (
              <Text fz="sm" c="dimmed">
                {[paciente.nome_social && `Nome social: ${paciente.nome_social}`, ...detalhes]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
            <Group gap="lg" mt={2} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              <Anchor href={`tel:+55${paciente.telefone}`} fz="sm" c="inherit">
                <Group gap={6} wrap="nowrap">
                  <IconPhone size={16} stroke={1.7} />
                  {formatTelefone(paciente.telefone)}
                </Group>
              </Anchor>
              {paciente.email && (
                <Anchor
                  href={`mailto:${paciente.email}`}
                  fz="sm"
                  c="inherit"
                  style={{ wordBreak: 'break-all' }}
                >
                  <Group gap={6} wrap="nowrap">
                    <IconMail size={16} stroke={1.7} />
                    {paciente.email}
                  </Group>
                </Anchor>
              )}
            </Group>
          </Stack>
        </Group>
        {!arquivado && (
          <Group gap="xs">
            <Button
              variant="default"
              component={Link}
              to={paths.pacientes.editar(paciente.id)}
              leftSection={<IconEdit size={17} stroke={1.7} />}
            >
              Editar
            </Button>
            <PacienteActionsMenu
              paciente={paciente}
              onStatus={onStatus}
              onDelete={onDelete}
              onArquivar={onArquivar}
              hideFicha
            />
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** The statistics of GET /paciente/{id}/estatisticas as one strip; refreshed whenever a session changes. */
export function FichaStats({ pacienteId }: { pacienteId: string }) {
  const query = useEstatisticas(pacienteId);
  if (!query.data)
    return <Skeleton h={180} role="status" aria-busy="true" aria-label="Carregando estatísticas" />;
  return (
    <Card p={0} style={{ overflow: 'hidden' }}>
      <section className={classes.grid} aria-label="Estatísticas">
        {statCards(query.data).map((card) => (
          <div key={card.key} className={classes.cell} data-stat={card.key}>
            <Group gap={6} wrap="nowrap" c="var(--mantine-primary-color-filled)">
              {STAT_ICONS[card.key]}
              <Text fz="xs" c="dimmed" fw={500} truncate>
                {card.label}
              </Text>
            </Group>
            <Text fz={22} fw={700} c="var(--mantine-color-bright)" lh={1.35} mt={4}>
              {card.value}
            </Text>
            <Text fz="xs" c="dimmed" lh={1.3}>
              {card.hint}
            </Text>
          </div>
        ))}
      </section>
    </Card>
  );
}
