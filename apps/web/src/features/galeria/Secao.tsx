import { Box, Card, Code, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './galeria.module.css';

/**
 * One section of a gallery page: a heading, what the component is for in the product, the live example and the
 * few lines of code that use it.
 */
export function Secao({
  titulo,
  descricao,
  codigo,
  children,
}: {
  titulo: string;
  descricao?: ReactNode;
  /** The code that builds the example, as a developer would write it in a screen. */
  codigo?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} padding="lg">
      <Stack gap={4} mb="md">
        <Title order={3} fz="h4" id={id}>
          {titulo}
        </Title>
        {descricao && (
          <Text fz="sm" c="dimmed">
            {descricao}
          </Text>
        )}
      </Stack>
      <Box className={classes.exemplo}>{children}</Box>
      {codigo && <Codigo>{codigo}</Codigo>}
    </Card>
  );
}

/** A code block that wraps its lines (no sideways scroll on a phone). */
export function Codigo({ children }: { children: string }) {
  return (
    <Box mt="md">
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
        Código
      </Text>
      <Code block className={classes.codigo}>
        {children.trim()}
      </Code>
    </Box>
  );
}

/** The sections of a page, one under the other. */
export function Secoes({ children }: { children: ReactNode }) {
  return <Stack gap="lg">{children}</Stack>;
}
