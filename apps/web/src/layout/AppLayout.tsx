import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import '../lib/format';
import { AppShell, Box, Center, Drawer, Loader, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Logo } from '../components/Logo';
import { registrarPagina } from '../plano/origem';
import { AppBreadcrumb } from './AppBreadcrumb';
import classes from './Layout.module.css';
import { isMenuVisible, layoutStore, MOBILE_MEDIA_QUERY, useLayoutState } from './layoutStore';
import { menuKeyForPath } from './menu';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import { AppearancePanel } from './theme/AppearancePanel';
import type { ShellMeasures } from './theme/presets';
import { useThemeConfig } from './theme/themeStore';

/**
 * The logged-in frame (docs/product.md §3): top bar, side menu, breadcrumb and the page. Static menu on desktop sits
 * beside the page; overlay mode and mobile (≤ 991 px) show it as a drawer over the page.
 */
export function AppLayout() {
  const theme = useMantineTheme();
  const shell = theme.other.shell as ShellMeasures;
  const layout = useLayoutState();
  const { menuMode } = useThemeConfig();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { pathname, search } = useLocation();

  // Where the plans' page leads back to after a payment (plano/origem.ts).
  useEffect(() => registrarPagina(`${pathname}${search}`), [pathname, search]);

  useEffect(() => {
    layoutStore.hideFloatingMenus();
    layoutStore.update({ activeMenuItem: menuKeyForPath(pathname) });
  }, [pathname]);

  const visible = isMenuVisible(layout, menuMode, !mobile);
  const docked = !mobile && menuMode === 'static';

  // Dates (pt-BR) and confirmation modals are only used inside the app: they stay out of the public pages' bundle.
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
        <AppShell
          header={{ height: shell.header }}
          navbar={{
            width: shell.navbar,
            breakpoint: 'md',
            collapsed: { mobile: true, desktop: !(docked && visible) },
          }}
          padding={shell.padding}
        >
          <AppShell.Header>
            <Topbar />
          </AppShell.Header>

          <AppShell.Navbar aria-hidden={!(docked && visible)} inert={!(docked && visible)}>
            <Sidebar />
          </AppShell.Navbar>

          <Drawer
            opened={!docked && visible}
            onClose={() => layoutStore.hideFloatingMenus()}
            position="left"
            size={mobile ? 'min(86vw, 320px)' : shell.navbar}
            title={<Logo />}
            closeButtonProps={{ 'aria-label': 'Fechar menu' }}
            classNames={{ body: classes.drawerBody }}
          >
            <Sidebar mobile={mobile} />
          </Drawer>

          <AppShell.Main className={classes.main}>
            <Box className={classes.content}>
              <AppBreadcrumb />
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader size="sm" aria-label="Carregando página" />
                  </Center>
                }
              >
                <Outlet />
                <ScrollRestoration />
              </Suspense>
            </Box>
          </AppShell.Main>

          <AppearancePanel />
        </AppShell>
      </ModalsProvider>
    </DatesProvider>
  );
}
