import type { FormatoExportacao } from '@consultorio/contracts/importacoes';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ehSecretaria } from '../../../api/session';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { exportarPacientes } from './api';

/** "Importar planilha" (docs/product.md §8.3.1). */
export function ImportarPlanilhaButton() {
  return (
    <Button
      component={Link}
      to={paths.pacientes.importar}
      variant="default"
      leftSection={<IconFileImport size={17} />}
    >
      Importar planilha
    </Button>
  );
}

/** "Exportar" → Excel or CSV: the whole list with the registration fields. The titular's only. */
export function ExportarPacientesMenu() {
  const [baixando, setBaixando] = useState(false);
  if (ehSecretaria()) return null;
  const baixar = async (formato: FormatoExportacao) => {
    setBaixando(true);
    try {
      await exportarPacientes(formato);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Não foi possível exportar', message: errorMessage(error) });
    } finally {
      setBaixando(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileExport size={17} />}
          rightSection={<IconChevronDown size={15} />}
          loading={baixando}
        >
          Exportar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Pacientes com os dados de cadastro</Menu.Label>
        <Menu.Item onClick={() => void baixar('xlsx')}>Planilha do Excel (.xlsx)</Menu.Item>
        <Menu.Item onClick={() => void baixar('csv')}>CSV (.csv)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
