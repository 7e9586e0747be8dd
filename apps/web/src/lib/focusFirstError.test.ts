import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFocusFirstError } from './focusFirstError';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFocusFirstError(document);
});
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

function form() {
  document.body.innerHTML = `
    <form noValidate>
      <input id="nome" /><input id="email" /><input id="cpf" />
      <button type="submit">Criar conta</button>
    </form>`;
  const el = document.querySelector('form')!;
  const scrolled: string[] = [];
  for (const input of el.querySelectorAll('input')) {
    input.scrollIntoView = () => scrolled.push(input.id);
  }
  return { el, scrolled, input: (id: string) => document.getElementById(id)! };
}

const submit = (el: HTMLFormElement) =>
  el.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('after a submit, the first field in error is scrolled to and focused', () => {
  it('an error the form shows at once (its own validation): the first one on the page', async () => {
    const { el, scrolled, input } = form();
    el.addEventListener('submit', () => {
      input('cpf').setAttribute('aria-invalid', 'true');
      input('email').setAttribute('aria-invalid', 'true');
    });
    submit(el);
    await vi.waitFor(() => expect(document.activeElement).toBe(input('email')));
    expect(scrolled).toEqual(['email']);
  });

  it('a password field Mantine marks on its wrapper (data-invalid): the input inside is focused', async () => {
    const { el, input } = form();
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<input id="senha" type="password" />';
    el.prepend(wrapper);
    input('senha').scrollIntoView = () => undefined;
    submit(el);
    wrapper.setAttribute('data-invalid', 'true');
    await vi.waitFor(() => expect(document.activeElement).toBe(input('senha')));
  });

  it('an error the server answers later (e-mail já cadastrado)', async () => {
    const { el, scrolled, input } = form();
    submit(el);
    await new Promise((r) => setTimeout(r, 30));
    expect(document.activeElement).not.toBe(input('email'));
    input('email').setAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(document.activeElement).toBe(input('email')));
    expect(scrolled).toEqual(['email']);
  });

  it('a form-level alert is focused when it comes first', async () => {
    const { el } = form();
    submit(el);
    const alert = document.createElement('div');
    alert.setAttribute('role', 'alert');
    alert.textContent = 'Não foi possível falar com o servidor.';
    alert.scrollIntoView = () => undefined;
    el.prepend(alert);
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('stops watching once the user types again', async () => {
    const { el, input } = form();
    submit(el);
    input('nome').focus();
    input('nome').dispatchEvent(new Event('input', { bubbles: true }));
    input('cpf').setAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 30));
    expect(document.activeElement).toBe(input('nome'));
  });
});
