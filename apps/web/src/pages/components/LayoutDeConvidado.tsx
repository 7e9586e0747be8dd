import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../components/Logo';
import { useHidratado } from '../../lib/hidratacao';
import { paths } from '../../routes/paths';
import classes from './public.module.css';

/**
 * The frame of the pages someone opens from a psychologist's link — the booking page, the reminder's confirmation,
 * a secretária's invitation (docs/product.md §2.1): the mark and the page, no sign-up, log-in or product menu (the
 * patient is not here to buy, and "Criar conta" would lead the secretária to an account of her own), and one line
 * with the privacy policy that covers what they type.
 */
export function LayoutDeConvidado() {
  // The browser's year, as the public footer: the prerendered page names none until hydrated.
  const ano = useHidratado() ? new Date().getFullYear() : null;
  return (
    <>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" wrap="nowrap">
            <Logo />
          </Group>
        </Container>
      </header>
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <footer className={classes.footer}>
        <Container size="lg" py="lg">
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              © {ano ? `${ano} ` : ''}Consultório · agenda e lembretes com sigilo, de acordo com a LGPD.
            </Text>
            <Anchor component={Link} to={paths.politicaPrivacidade} size="xs" c="dimmed">
              Política de Privacidade
            </Anchor>
          </Group>
        </Container>
      </footer>
      <ScrollRestoration />
    </>
  );
}
