import { useState } from 'react';
import { MaskedInput, type MaskedInputProps } from '../../lib/masks';

/** A MaskedInput outside a form (MaskedInput is controlled): it keeps its own text. */
export function MascaraLivre({
  inicial = '',
  ...props
}: Omit<MaskedInputProps, 'value' | 'onChange'> & { inicial?: string }) {
  const [valor, setValor] = useState(inicial);
  return <MaskedInput {...props} value={valor} onChange={setValor} />;
}
