import { Anchor, Button, Container, Group } from '@mantine/core';
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

/** The header of every public page: logo, section links (desktop), Entrar and Criar conta. */
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
            {loggedIn ? (
              <Button component={Link} to={paths.pacientes.lista} size="sm">
                Abrir o consultório
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.login} variant="default" size="sm">
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
