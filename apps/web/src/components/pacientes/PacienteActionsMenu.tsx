import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconDots,
  IconEdit,
  IconFileText,
  IconId,
  IconPaperclip,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ehSecretaria } from '../../api/session';
import { paths } from '../../routes/paths';

const icon = { size: 16, stroke: 1.7 };

/**
 * Row actions of a patient: ficha, editar, prontuário, anexos, alterar status, excluir. A secretária's menu keeps
 * the registration's (docs/product.md §15): no record, attachments or deletion.
 */
export function PacienteActionsMenu({
  paciente,
  onStatus,
  onDelete,
  onArquivar,
  hideFicha = false,
}: {
  paciente: { id: string; nome: string };
  onStatus: () => void;
  onDelete: () => void;
  /** "Arquivar" beside "Excluir" (the patient file's menu): out of the list, the file kept read-only. */
  onArquivar?: () => void;
  /** On the patient file itself the "Ficha" entry would lead to the same page. */
  hideFicha?: boolean;
}) {
  const titular = !ehSecretaria();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${paciente.nome}`}>
          <IconDots size={18} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!hideFicha && (
          <Menu.Item
            component={Link}
            to={paths.pacientes.ficha(paciente.id)}
            leftSection={<IconId {...icon} />}
          >
            Ficha
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={paths.pacientes.editar(paciente.id)}
          leftSection={<IconEdit {...icon} />}
        >
          Editar
        </Menu.Item>
        {titular && (
          <Menu.Item
            component={Link}
            to={paths.pacientes.prontuarios(paciente.id)}
            leftSection={<IconFileText {...icon} />}
          >
            Prontuário
          </Menu.Item>
        )}
        {titular && (
          <Menu.Item
            component={Link}
            to={paths.pacientes.anexos(paciente.id)}
            leftSection={<IconPaperclip {...icon} />}
          >
            Anexos
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconRefresh {...icon} />} onClick={onStatus}>
          Alterar status
        </Menu.Item>
        {onArquivar && (
          <Menu.Item leftSection={<IconArchive {...icon} />} onClick={onArquivar}>
            Arquivar
          </Menu.Item>
        )}
        {titular && (
          <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={onDelete}>
            Excluir
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
