import {
  Alert,
  type AlertProps,
  Button,
  Card,
  EmptyState,
  type EmptyStateProps,
  Skeleton,
  Stack,
  type StackProps,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/forms';

/**
 * The states of an area's read, the same on every screen: `QueryError` (what failed, the API's message and
 * "Tentar novamente"), `QueryLoading` (skeletons announced as busy to screen readers) and `QueryEmpty` (nothing
 * yet: what goes here and the action that adds it).
 */

/** Nothing while `error` is null; else a red alert titled `title` with the message and a retry button. */
export function QueryError({
  title,
  error,
  onRetry,
  ...props
}: Omit<AlertProps, 'title' | 'children'> & {
  title: string;
  /** The query's error (its API message is shown) or a message already worded for the user. */
  error: unknown;
  onRetry: () => unknown;
}) {
  if (error === null || error === undefined || error === false) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title} {...props}>
      <Text fz="sm" mb="xs">
        {typeof error === 'string' ? error : errorMessage(error)}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
        Tentar novamente
      </Button>
    </Alert>
  );
}

type SkeletonSize = number | { h: number; w?: number | string };

/** Placeholder blocks of the given heights (or heights and widths) while the first answer loads. */
export function QueryLoading({
  label,
  blocks,
  gap = 'sm',
  ...props
}: Omit<StackProps, 'children' | 'aria-label'> & { label: string; blocks: SkeletonSize[] }) {
  return (
    <Stack gap={gap} role="status" aria-busy="true" aria-label={label} {...props}>
      {blocks.map((b, i) => {
        const { h, w } = typeof b === 'number' ? { h: b, w: undefined } : b;
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        return <Skeleton key={i} h={h} w={w} />;
      })}
    </Stack>
  );
}

/** Nothing to show yet: a card with Mantine's EmptyState (icon, title, description) and its `actions`. */
export function QueryEmpty({ actions, ...props }: EmptyStateProps & { actions?: ReactNode }) {
  return (
    <Card py="xl">
      <EmptyState {...props}>{actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}</EmptyState>
    </Card>
  );
}
