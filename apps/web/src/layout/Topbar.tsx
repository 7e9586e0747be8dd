import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMenu2, IconMoon, IconPalette, IconSun } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../components/Logo';
import { paths } from '../routes/paths';
import classes from './Layout.module.css';
import { isMenuVisible, layoutStore, MOBILE_MEDIA_QUERY, useLayoutState } from './layoutStore';
import { PerfilMenu, PlanoAcao } from './TopbarPartes';
import { themeStore, useThemeConfig } from './theme/themeStore';

/**
 * Top bar of docs/product.md §3.2: menu toggle, logo → /pacientes, upgrade (Gratuito/Essencial) — or, while the
 * plan is paused, "Plano pausado" with "Renovar" —, theme, appearance, profile.
 */
export function Topbar() {
  const { darkTheme, menuMode } = useThemeConfig();
  const layout = useLayoutState();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const menuOpen = isMenuVisible(layout, menuMode, !mobile);

  return (
    <Group h="100%" px={{ base: 'sm', md: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Tooltip label="Mostrar ou ocultar o menu" openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => layoutStore.toggleMenu()}
            aria-label="Alternar menu lateral"
            aria-expanded={menuOpen}
          >
            <IconMenu2 size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
        <Link
          to={paths.pacientes.lista}
          className={classes.logoLink}
          aria-label="Consultório: ir para Pacientes"
        >
          <Logo />
        </Link>
      </Group>

      <Group gap="xs" wrap="nowrap">
        <PlanoAcao mobile={mobile} />
        <Tooltip label={darkTheme ? 'Usar tema claro' : 'Usar tema escuro'} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => themeStore.toggleDarkMode()}
            aria-label={darkTheme ? 'Ativar tema claro' : 'Ativar tema escuro'}
            aria-pressed={darkTheme}
          >
            {darkTheme ? <IconSun size={20} stroke={1.7} /> : <IconMoon size={20} stroke={1.7} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Aparência" openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => layoutStore.update({ configSidebarVisible: true })}
            aria-label="Abrir painel de aparência"
            aria-haspopup="dialog"
          >
            <IconPalette size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
        <PerfilMenu opened={layout.profileSidebarVisible} />
      </Group>
    </Group>
  );
}
