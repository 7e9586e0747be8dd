import { ActionIcon, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { SECTIONS } from './secoes';

/** The public header's sections below the desktop width; on a phone also "Entrar", so the header fits. */
export default function MenuDeSecoes({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Seções da página inicial">
          <IconMenu2 size={20} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {SECTIONS.map((s) => (
          <Menu.Item key={s.to} component={Link} to={s.to}>
            {s.label}
          </Menu.Item>
        ))}
        {!loggedIn && (
          <>
            <Menu.Divider hiddenFrom="xs" />
            <Menu.Item component={Link} to={paths.login} hiddenFrom="xs">
              Entrar
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
