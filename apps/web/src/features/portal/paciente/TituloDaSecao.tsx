import { Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './Portal.module.css';

/** Whether a section was shown already in this page load: the first one keeps the browser's own focus. */
let jaMostrou = false;

/**
 * The section's heading (h1). Moving between sections focuses it, so a screen reader announces the new section
 * instead of staying on the link just pressed; the page's first section is left alone.
 */
export function TituloDaSecao({ children, descricao }: { children: ReactNode; descricao?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (jaMostrou) ref.current?.focus({ preventScroll: false });
    jaMostrou = true;
  }, []);
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 28 }} ref={ref} tabIndex={-1} className={classes.titulo}>
        {children}
      </Title>
      {descricao && (
        <Text c="dimmed" mt={4}>
          {descricao}
        </Text>
      )}
    </div>
  );
}
