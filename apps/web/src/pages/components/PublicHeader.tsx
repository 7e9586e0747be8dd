import { ActionIcon, Anchor, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { hasSession } from '../../api/session';
import { Logo } from '../../components/Logo';
import { useHidratado } from '../../lib/hidratacao';
import { paths } from '../../routes/paths';
import classes from './public.module.css';
import { SECTIONS } from './secoes';

/**
 * Below the desktop width the section links fold into a menu (docs/product.md §2.5). The menu (Mantine's Menu and
 * its positioning) loads only there, so the desktop's /login keeps its first JavaScript small; until it arrives
 * the same button stands in its place.
 */
const MenuDeSecoes = lazy(() => import('./MenuDeSecoes'));

const BotaoDoMenu = () => (
  <ActionIcon variant="default" size="lg" aria-label="Seções da página inicial" disabled>
    <IconMenu2 size={20} stroke={1.7} />
  </ActionIcon>
);

/** The header of every public page: logo, section links (a menu below desktop), Entrar and Criar conta. */
export function PublicHeader() {
  // The prerendered header is the one of a visitor on a wide screen; the session and the width count once hydrated.
  const hidratado = useHidratado();
  const loggedIn = hidratado && hasSession();
  const estreito =
    useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false }) && hidratado;
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
            {estreito && (
              <Suspense fallback={<BotaoDoMenu />}>
                <MenuDeSecoes loggedIn={loggedIn} />
              </Suspense>
            )}
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
