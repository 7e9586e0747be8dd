import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasSession } from '../../api/session';
import { paths } from '../../routes/paths';
import classes from './public.module.css';

interface StatusPageProps {
  code?: string;
  icon: ReactNode;
  color?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** Not found, access denied and error pages: one calm layout with a way back. */
export function StatusPage({ code, icon, color, title, children, actions }: StatusPageProps) {
  return (
    <Container size={560} py={{ base: 56, sm: 96 }} className={classes.section} style={{ flex: 1 }}>
      <title>{`${title} · Consultório`}</title>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {code && (
          <Text fw={700} c="dimmed" fz="sm" tt="uppercase" lts={2}>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg" maw={460}>
          {children}
        </Text>
        <Group justify="center" mt="sm">
          {actions ?? <DefaultActions />}
        </Group>
      </Stack>
    </Container>
  );
}

export function DefaultActions() {
  return (
    <>
      <Button component={Link} to={paths.home} variant="default">
        Voltar ao início
      </Button>
      {hasSession() ? (
        <Button component={Link} to={paths.pacientes.lista}>
          Ir para o consultório
        </Button>
      ) : (
        <Button component={Link} to={paths.login}>
          Entrar
        </Button>
      )}
    </>
  );
}
