import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What went wrong with a form or an action, in red, announced to screen readers at once (role="alert"); nothing
 * when there is no message. The one way the screens show an error that is not a field's (docs/product.md §7.6).
 */
export function AvisoDeErro({ mensagem }: { mensagem: ReactNode }) {
  if (mensagem === null || mensagem === undefined || mensagem === false || mensagem === '') return null;
  return (
    <Alert color="red" role="alert">
      {mensagem}
    </Alert>
  );
}
