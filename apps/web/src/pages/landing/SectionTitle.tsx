import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionTitle({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" align="center" ta="center" mb={{ base: 32, md: 48 }} maw={680} mx="auto">
      <Text c="var(--mantine-primary-color-filled)" fw={700} size="sm" tt="uppercase" lts={1}>
        {eyebrow}
      </Text>
      <Title order={2} fz={{ base: 28, md: 36 }} lh={1.2}>
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size="lg">
          {children}
        </Text>
      )}
    </Stack>
  );
}
