import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './public.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Container width: 'xs' for login, 'sm' for the longer sign-up form. */
  size?: 'xs' | 'sm';
  footer?: ReactNode;
  children: ReactNode;
}

/** A centred card on the tinted background: login, sign-up and password recovery. */
export function AuthCard({ title, subtitle, size = 'xs', footer, children }: AuthCardProps) {
  return (
    <Box className={classes.tinted} py={{ base: 'xl', sm: 56 }} px="md" style={{ flex: 1 }}>
      <Container size={size === 'xs' ? 460 : 600} p={0}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }}>
          <Stack gap={6} mb="xl" ta="center">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Text ta="center" size="sm" mt="lg">
            {footer}
          </Text>
        )}
        <Group justify="center" gap={6} mt="md" c="dimmed">
          <IconLock size={14} aria-hidden />
          <Text size="xs">Conexão segura. Seus dados são protegidos com criptografia.</Text>
        </Group>
      </Container>
    </Box>
  );
}
