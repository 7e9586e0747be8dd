import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './FigureCard.module.css';

/** A figure card: icon, label, amount, one line of context; optionally a link to the area behind it. */
export function FigureCard({
  icon,
  label,
  value,
  hint,
  to,
  loading,
  negative,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: ReactNode;
  to?: string;
  loading?: boolean;
  negative?: boolean;
}) {
  const body = (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="md" variant="light" visibleFrom="sm">
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        {loading ? (
          <Skeleton h={28} w={120} my={2} />
        ) : (
          <Text
            fz={{ base: 'lg', sm: 'xl' }}
            fw={700}
            c={negative ? 'red' : 'var(--mantine-color-bright)'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {value}
          </Text>
        )}
        {hint && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
    </Group>
  );
  return to ? (
    <Card component={Link} to={to} className={classes.cardLink} data-figure={label}>
      {body}
    </Card>
  ) : (
    <Card data-figure={label}>{body}</Card>
  );
}
