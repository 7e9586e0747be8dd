import { Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../routes/paths';

export const EXPORT_HINT = 'A exportação do prontuário em PDF faz parte dos planos Essencial e Vitalício.';

/** "Exportar PDF": disabled, with the reason and a way to upgrade, when the plan lacks prontuarios_pdf. */
export function ExportarButton({
  allowed,
  loading,
  disabledEmpty,
  onClick,
}: {
  allowed: boolean;
  loading: boolean;
  /** Nothing to export yet. */
  disabledEmpty: boolean;
  onClick: () => void;
}) {
  const icon = <IconFileTypePdf size={17} stroke={1.7} />;
  if (allowed) {
    return (
      <Button
        variant="default"
        leftSection={icon}
        loading={loading}
        disabled={disabledEmpty}
        onClick={onClick}
      >
        Exportar PDF
      </Button>
    );
  }
  return (
    <Tooltip
      label={EXPORT_HINT}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Button
        variant="default"
        data-disabled
        aria-disabled="true"
        aria-description={EXPORT_HINT}
        leftSection={<IconLock size={17} stroke={1.7} />}
        onClick={(e) => e.preventDefault()}
      >
        Exportar PDF
      </Button>
    </Tooltip>
  );
}

/** One line under the page header, shown while the plan lacks prontuarios_pdf. */
export function PlanoSemPdf() {
  return (
    <Group gap={6} mb="md" wrap="nowrap" align="flex-start">
      <IconLock size={16} stroke={1.7} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz="sm" c="dimmed">
        {EXPORT_HINT}{' '}
        <Anchor component={Link} to={paths.upgrade} fz="sm">
          Conhecer os planos
        </Anchor>
      </Text>
    </Group>
  );
}
