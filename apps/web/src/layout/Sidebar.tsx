import { Badge, Box, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLock, IconLogout, IconMoon, IconRocket, IconSun, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { ehSecretaria, getSessionUser } from '../api/session';
import { usePlan } from '../plano/usePlan';
import { paths } from '../routes/paths';
import classes from './Layout.module.css';
import { lockedMenu, menuKeyForPath, offersUpgrade, visibleMenu } from './menu';
import { themeStore, useThemeConfig } from './theme/themeStore';
import { useLogout } from './useLogout';

/** The side menu: the plan's entries in two groups; on mobile also upgrade, theme, profile and logout. */
export function Sidebar({ mobile = false }: { mobile?: boolean }) {
  const { plano, paused } = usePlan();
  const { pathname } = useLocation();
  const activeKey = menuKeyForPath(pathname);
  const quem = getSessionUser();
  const groups = visibleMenu(plano, quem);
  const locked = lockedMenu(plano, quem);
  const idPrefix = useId();
  return (
    <ScrollArea className={classes.sidebarScroll} type="scroll">
      <Box component="nav" aria-label="Menu principal" p="sm">
        <Stack gap="lg">
          {groups.map((group, index) => (
            <Box key={group.label} component="section" aria-labelledby={`${idPrefix}-${index}`}>
              <Text id={`${idPrefix}-${index}`} className={classes.groupLabel}>
                {group.label}
              </Text>
              <Stack gap={2} component="ul" className={classes.menuList}>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      component={Link}
                      to={item.to}
                      label={item.label}
                      leftSection={<item.icon size={19} stroke={1.7} />}
                      active={activeKey === item.key}
                      aria-current={activeKey === item.key ? 'page' : undefined}
                      className={classes.menuItem}
                    />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
          {locked.length > 0 && (
            <Box component="section" aria-labelledby={`${idPrefix}-bloqueados`}>
              <Text id={`${idPrefix}-bloqueados`} className={classes.groupLabel}>
                {paused ? 'Com o plano ativo' : 'Em outros planos'}
              </Text>
              <Stack gap={2} component="ul" className={classes.menuList}>
                {locked.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      component={Link}
                      to={paths.upgrade}
                      label={item.label}
                      description={
                        paused ? 'Reative o plano para usar' : 'Não incluído no seu plano: ver planos'
                      }
                      leftSection={<item.icon size={19} stroke={1.7} />}
                      rightSection={<IconLock size={16} stroke={1.7} aria-label="bloqueado" />}
                      className={classes.menuItem}
                      c="dimmed"
                    />
                  </li>
                ))}
              </Stack>
            </Box>
          )}
          {paused && (
            <Badge variant="light" color="yellow" size="lg" radius="sm" fullWidth>
              Plano pausado
            </Badge>
          )}
          {mobile && <MobileExtras offerUpgrade={!ehSecretaria(quem) && offersUpgrade(plano)} />}
        </Stack>
      </Box>
    </ScrollArea>
  );
}

function MobileExtras({ offerUpgrade }: { offerUpgrade: boolean }) {
  const { darkTheme } = useThemeConfig();
  const logout = useLogout();
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Divider mb="md" />
      <Text id={labelId} className={classes.groupLabel}>
        Conta
      </Text>
      <Stack gap={2} component="ul" className={classes.menuList}>
        {offerUpgrade && (
          <li>
            <NavLink
              component={Link}
              to={paths.upgrade}
              label="Faça o upgrade do seu plano"
              leftSection={<IconRocket size={19} stroke={1.7} />}
              className={classes.menuItem}
              c="var(--mantine-primary-color-filled)"
            />
          </li>
        )}
        <li>
          <NavLink
            component="button"
            type="button"
            label={darkTheme ? 'Modo claro' : 'Modo escuro'}
            leftSection={darkTheme ? <IconSun size={19} stroke={1.7} /> : <IconMoon size={19} stroke={1.7} />}
            onClick={() => themeStore.toggleDarkMode()}
            className={classes.menuItem}
          />
        </li>
        <li>
          <NavLink
            component={Link}
            to={paths.perfil}
            label="Meu Perfil"
            leftSection={<IconUser size={19} stroke={1.7} />}
            className={classes.menuItem}
          />
        </li>
        <li>
          <NavLink
            component="button"
            type="button"
            label="Sair"
            leftSection={<IconLogout size={19} stroke={1.7} />}
            onClick={logout}
            className={classes.menuItem}
          />
        </li>
      </Stack>
    </Box>
  );
}
