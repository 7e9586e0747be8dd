import {
  type Prontuario,
  TIPO_PRONTUARIO_LABELS,
  type TipoProntuario,
} from '@consultorio/contracts/prontuarios';
import { ActionIcon, Badge, Group, Menu, Spoiler, Stack, Text, Timeline } from '@mantine/core';
import {
  type Icon,
  IconArrowForwardUp,
  IconClipboardCheck,
  IconDots,
  IconFileTypePdf,
  IconFlag,
  IconNote,
  IconPencil,
  IconStethoscope,
  IconTrash,
  IconTrendingUp,
} from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../lib/format';

/** Theme colour names (never hex) of each kind of entry, for bullets and badges. */
export const TIPO_COLORS: Record<TipoProntuario, string> = {
  avaliacao_demanda: 'sky',
  evolucao: 'emerald',
  procedimento: 'violet',
  encaminhamento: 'amber',
  encerramento: 'rose',
  outro: 'gray',
};

const TIPO_ICONS: Record<TipoProntuario, Icon> = {
  avaliacao_demanda: IconClipboardCheck,
  evolucao: IconTrendingUp,
  procedimento: IconStethoscope,
  encaminhamento: IconArrowForwardUp,
  encerramento: IconFlag,
  outro: IconNote,
};

export interface TimelineActions {
  onEdit: (p: Prontuario) => void;
  onDelete: (p: Prontuario) => void;
  onExport: (p: Prontuario) => void;
  /** False when the plan lacks prontuarios_pdf: the export item is disabled with the reason. */
  canExport: boolean;
  exportingId?: string | null;
  /** An archived patient's record: the menu keeps only the export. */
  somenteLeitura?: boolean;
}

/** The patient's entries as a timeline, newest first: date, type, linked session, title and text. */
export function ProntuarioTimeline({
  entradas,
  actions,
  compact = false,
}: {
  entradas: Prontuario[];
  actions?: TimelineActions;
  /** The patient file's tab: a few lines of each text. */
  compact?: boolean;
}) {
  return (
    <Timeline active={entradas.length - 1} bulletSize={compact ? 24 : 30} lineWidth={2}>
      {entradas.map((p) => {
        const Icone = TIPO_ICONS[p.tipo] ?? IconNote;
        const editado = p.updated_at.slice(0, 19) !== p.created_at.slice(0, 19);
        return (
          <Timeline.Item
            key={p.id}
            color={TIPO_COLORS[p.tipo]}
            bullet={<Icone size={compact ? 13 : 16} stroke={1.8} />}
            data-testid="prontuario-entrada"
            title={
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Group gap="xs" wrap="wrap" align="center">
                  <Text fw={700} fz="sm" component="h3" m={0}>
                    {formatDate(p.data)}
                  </Text>
                  <Badge variant="light" color={TIPO_COLORS[p.tipo]} size="sm">
                    {TIPO_PRONTUARIO_LABELS[p.tipo]}
                  </Badge>
                  {p.sessao_data && (
                    <Text fz="xs" c="dimmed">
                      Sessão de {formatDate(p.sessao_data)}
                    </Text>
                  )}
                </Group>
                {actions && <EntradaMenu p={p} actions={actions} />}
              </Group>
            }
          >
            <Stack gap={4} mt={4} maw={820}>
              {p.titulo && (
                <Text fw={600} fz="sm">
                  {p.titulo}
                </Text>
              )}
              {compact ? (
                <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                  {p.conteudo}
                </Text>
              ) : (
                <Spoiler maxHeight={132} showLabel="Ler tudo" hideLabel="Recolher" fz="sm">
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {p.conteudo}
                  </Text>
                </Spoiler>
              )}
              {!compact && (
                <Text fz="xs" c="dimmed">
                  Registrada em {formatDateTime(p.created_at)}
                  {editado ? ` · editada em ${formatDateTime(p.updated_at)}` : ''}
                </Text>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

function EntradaMenu({ p, actions }: { p: Prontuario; actions: TimelineActions }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Ações da entrada de ${formatDate(p.data)}`}
          loading={actions.exportingId === p.id}
        >
          <IconDots size={18} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!actions.somenteLeitura && (
          <Menu.Item leftSection={<IconPencil size={16} stroke={1.7} />} onClick={() => actions.onEdit(p)}>
            Editar
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} stroke={1.7} />}
          disabled={!actions.canExport}
          onClick={() => actions.onExport(p)}
          title={actions.canExport ? undefined : 'Disponível a partir do plano Essencial'}
        >
          Exportar PDF
        </Menu.Item>
        {!actions.somenteLeitura && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} stroke={1.7} />}
              onClick={() => actions.onDelete(p)}
            >
              Excluir
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
