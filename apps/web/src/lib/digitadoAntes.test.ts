import { describe, expect, it } from 'vitest';
import { guardarDigitado } from './digitadoAntes';

/** A prerendered form: the values the markup carries are the fields' default values. */
function formulario() {
  document.body.innerHTML = `
    <div id="root"><form>
      <input name="email" value="" />
      <input name="nome" value="Ana" />
      <textarea name="nota"></textarea>
      <input name="termos" type="checkbox" />
    </form></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const campo = (n: string) => root.querySelector(`[name="${n}"]`) as HTMLInputElement;
  const eventos: string[] = [];
  root.addEventListener('input', (e) => eventos.push((e.target as HTMLInputElement).name));
  root.addEventListener('click', (e) => eventos.push(`click ${(e.target as HTMLInputElement).name}`));
  return { root, campo, eventos };
}

describe('what was typed before hydration', () => {
  it('is handed to the form through an input event (a box by a click), with its value', () => {
    const { root, campo, eventos } = formulario();
    campo('email').value = 'ana@exemplo.com.br';
    (root.querySelector('textarea') as HTMLTextAreaElement).value = 'Chego às 10h';
    campo('termos').checked = true;
    const restaurar = guardarDigitado(root);

    restaurar();

    expect(campo('email').value).toBe('ana@exemplo.com.br');
    expect((root.querySelector('textarea') as HTMLTextAreaElement).value).toBe('Chego às 10h');
    expect(campo('termos').checked).toBe(true);
    expect(eventos.sort()).toEqual(['click termos', 'email', 'nota', 'termos'].sort());
  });

  it('leaves alone what was not typed, and acts once', () => {
    const { root, campo, eventos } = formulario();
    campo('email').value = 'ana@exemplo.com.br';
    const restaurar = guardarDigitado(root);
    restaurar();
    restaurar();
    expect(eventos).toEqual(['email']);
    expect(campo('nome').value).toBe('Ana');
    expect(campo('email').value).toBe('ana@exemplo.com.br');
  });
});
