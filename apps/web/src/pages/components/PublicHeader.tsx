import { ActionIcon, Anchor, Button, Container, Group, Menu } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasSession } from '../../api/session';
import { Logo } from '../../components/Logo';
import { paths } from '../../routes/paths';
import classes from './public.module.css';

const SECTIONS = [
  { to: '/#recursos', label: 'Recursos' },
  { to: '/#seguranca', label: 'Segurança' },
  { to: '/#planos', label: 'Planos' },
  { to: '/#contato', label: 'Contato' },
];

/**
 * Below the desktop width the section links fold into a menu (a phone reaches every section too); on a phone it
 * also holds "Entrar", so the header keeps to the screen's width.
 */
function MenuDeSecoes({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Seções da página inicial" hiddenFrom="md">
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

/** The header of every public page: logo, section links (a menu below desktop), Entrar and Criar conta. */
export function PublicHeader() {
  const loggedIn = hasSession();
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Logo to="/" />
          <Group gap="lg" visibleFrom="md" component="nav" aria-label="Seções da página inicial">
            {SECTIONS.map((s) => (
              <Anchor key={s.to} component={Link} to={s.to} c="dimmed" fw={500} size="sm" underline="never">
                {s.label}
              </Anchor>
            ))}
          </Group>
          <Group gap={8} wrap="nowrap">
            <MenuDeSecoes loggedIn={loggedIn} />
            {loggedIn ? (
              <Button component={Link} to={paths.pacientes.lista} size="sm">
                Abrir o consultório
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.login} variant="default" size="sm" visibleFrom="xs">
                  Entrar
                </Button>
                <Button component={Link} to={paths.cadastro} size="sm">
                  Criar conta
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
