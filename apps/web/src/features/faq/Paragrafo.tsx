import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A paragraph of an FAQ answer. */
export const P = ({ children }: { children: ReactNode }) => (
  <Text fz="sm" lh={1.65} mb="xs">
    {children}
  </Text>
);
