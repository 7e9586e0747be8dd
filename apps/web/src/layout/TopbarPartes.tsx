import { Avatar, Badge, Button, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconLogout,
  IconPlayerPause,
  IconRefresh,
  IconRocket,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { ehSecretaria, getSessionUser } from '../api/session';
import { usePlan } from '../plano/usePlan';
import { paths } from '../routes/paths';
import { useProfile } from '../usuario/api';
import classes from './Layout.module.css';
import { layoutStore } from './layoutStore';
import { offersUpgrade } from './menu';
import { useLogout } from './useLogout';

const initials = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

/** The plan's call to action: "Plano pausado" with "Renovar" while paused, else the upgrade (Gratuito/Essencial). */
export function PlanoAcao({ mobile }: { mobile: boolean }) {
  const { plano, paused } = usePlan();
  // The plan is the titular's: a secretária sees who she works for instead (docs/product.md §15).
  const usuario = getSessionUser();
  if (ehSecretaria(usuario)) {
    // On a phone the bar has room for one word; the full line is in the profile menu and on /perfil.
    if (mobile) {
      return (
        <Badge
          variant="light"
          data-testid="secretaria-de"
          title={`Secretária de ${usuario?.consultorio.nome}`}
          // The one word must stay whole beside the bar's buttons.
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          Secretária
        </Badge>
      );
    }
    return (
      <Text fz="sm" c="dimmed" data-testid="secretaria-de" truncate maw={520}>
        {usuario?.nome} · Secretária de {usuario?.consultorio.nome}
      </Text>
    );
  }
  if (paused) {
    return (
      <Group gap={6} wrap="nowrap">
        <Badge color="yellow" variant="light" leftSection={<IconPlayerPause size={12} />} visibleFrom="sm">
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
    );
  }
  if (!offersUpgrade(plano)) return null;
  return (
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
  );
}

/** The profile menu: the user's initials, then name and e-mail, "Meu Perfil" and "Sair". */
export function PerfilMenu({ opened }: { opened: boolean }) {
  const logout = useLogout();
  // The saved login user answers at once; the profile (also in a new tab) keeps the name current after edits.
  const profile = useProfile();
  const user = profile.data ?? getSessionUser();
  return (
    <Menu
      position="bottom-end"
      width={220}
      opened={opened}
      onChange={(o) => layoutStore.update({ profileSidebarVisible: o })}
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
            {'papel' in user && user.papel === 'secretaria' && (
              <Text fz="xs" c="dimmed" truncate>
                Secretária de {user.consultorio.nome}
              </Text>
            )}
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
  );
}
