import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card that groups the fields of one part of a form. */
export function Section({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        {icon && (
          <ThemeIcon variant="light" size={36} radius="md">
            {icon}
          </ThemeIcon>
        )}
        <Stack gap={2}>
          <Title order={3} fz="h4">
            {title}
          </Title>
          {description && (
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
      </Group>
      {children}
    </Card>
  );
}
