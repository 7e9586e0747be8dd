import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLogout,
  IconMenu2,
  IconMoon,
  IconPalette,
  IconPlayerPause,
  IconRefresh,
  IconRocket,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { getSessionUser } from '../api/session';
import { Logo } from '../components/Logo';
import { usePlan } from '../plano/usePlan';
import { paths } from '../routes/paths';
import { useProfile } from '../usuario/api';
import classes from './Layout.module.css';
import { isMenuVisible, layoutStore, MOBILE_MEDIA_QUERY, useLayoutState } from './layoutStore';
import { offersUpgrade } from './menu';
import { themeStore, useThemeConfig } from './theme/themeStore';
import { useLogout } from './useLogout';

const initials = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

/**
 * Top bar of docs/product.md §3.2: menu toggle, logo → /pacientes, upgrade (Gratuito/Essencial) — or, while the
 * plan is paused, "Plano pausado" with "Renovar" —, theme, appearance, profile.
 */
export function Topbar() {
  const { plano, paused } = usePlan();
  const { darkTheme, menuMode } = useThemeConfig();
  const layout = useLayoutState();
  const logout = useLogout();
  // The saved login user answers at once; the profile (also in a new tab) keeps the name current after edits.
  const profile = useProfile();
  const user = profile.data ?? getSessionUser();
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
        {paused ? (
          <Group gap={6} wrap="nowrap">
            <Badge
              color="yellow"
              variant="light"
              leftSection={<IconPlayerPause size={12} />}
              visibleFrom="sm"
            >
              Plano pausado
            </Badge>
            <Button
              component={Link}
              to={paths.upgrade}
              size={mobile ? 'compact-sm' : 'compact-md'}
              radius="xl"
              leftSection={mobile ? undefined : <IconRefresh size={16} stroke={1.8} />}
            >
              Renovar
            </Button>
          </Group>
        ) : (
          offersUpgrade(plano) && (
            <Button
              component={Link}
              to={paths.upgrade}
              variant="light"
              leftSection={<IconRocket size={17} stroke={1.7} />}
              visibleFrom="md"
              radius="xl"
            >
              Faça o upgrade do seu plano
            </Button>
          )
        )}
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
        <Menu
          position="bottom-end"
          width={220}
          opened={layout.profileSidebarVisible}
          onChange={(opened) => layoutStore.update({ profileSidebarVisible: opened })}
        >
          <Menu.Target>
            <UnstyledButton className={classes.profileButton} visibleFrom="md">
              {/* Named by hidden text, not aria-label: the initials shown must not contradict the name. */}
              <VisuallyHidden>Menu do perfil</VisuallyHidden>
              <Group gap={8} wrap="nowrap">
                <Avatar size={32} radius="xl" variant="light" aria-hidden>
                  {user ? initials(user.nome) : <IconUser size={18} />}
                </Avatar>
                <IconChevronDown size={14} stroke={1.7} />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {user && (
              <Menu.Label>
                <Text fz="sm" fw={600} c="var(--mantine-color-bright)" truncate>
                  {user.nome}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Menu.Label>
            )}
            <Menu.Item component={Link} to={paths.perfil} leftSection={<IconUser size={16} stroke={1.7} />}>
              Meu Perfil
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={logout} leftSection={<IconLogout size={16} stroke={1.7} />}>
              Sair
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
