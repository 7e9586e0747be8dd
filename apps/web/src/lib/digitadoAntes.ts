type Campo = HTMLInputElement | HTMLTextAreaElement;
type Digitado = { campo: Campo; valor: string } | { campo: HTMLInputElement; marcado: boolean };

const marcavel = (c: Campo): c is HTMLInputElement =>
  c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/**
 * What a visitor typed into a prerendered page before React took it over (docs/decisions/0060-prerendered-public-
 * pages.md). React hydrates a field as the DOM has it, but the form's state still holds the prerendered value, so the
 * next render puts that back and erases what was typed. The fields that differ from their prerendered value are read
 * before hydrating; the function returned, called once the page is hydrated (the same elements), hands each to its
 * form as typing does: an `input` event after the native value setter (a click for a box). React notices a change
 * only against the value it last saw, so the field is first given another value through React's own tracking (a
 * plain assignment). It acts once; a second call does nothing.
 */
export function guardarDigitado(raiz: HTMLElement): () => void {
  const digitados: Digitado[] = [];
  for (const campo of raiz.querySelectorAll<Campo>('input, textarea')) {
    if (marcavel(campo)) {
      if (campo.checked !== campo.defaultChecked) digitados.push({ campo, marcado: campo.checked });
    } else if (campo.value !== campo.defaultValue) digitados.push({ campo, valor: campo.value });
  }
  let feito = false;
  return () => {
    if (feito) return;
    feito = true;
    for (const d of digitados) {
      if (!d.campo.isConnected) continue;
      if ('marcado' in d) {
        d.campo.checked = !d.marcado;
        d.campo.click();
      } else {
        d.campo.value = d.valor === '' ? ' ' : '';
        const prototipo = d.campo instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
        Object.getOwnPropertyDescriptor(prototipo.prototype, 'value')?.set?.call(d.campo, d.valor);
        d.campo.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  };
}
