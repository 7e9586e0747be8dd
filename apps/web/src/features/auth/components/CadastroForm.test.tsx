import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CadastroForm } from './CadastroForm';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (url: URL, init?: RequestInit) => Response | undefined;
const fetchMock = vi.fn<typeof fetch>();
/** Answers each call with the first route that returns a response; check-* answer "disponível" by default. */
function serve(...routes: Route[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const res = route(url, init);
      if (res) return res;
    }
    if (url.pathname.startsWith('/public/api/user/check-')) return json(200, { disponivel: true });
    return json(500, { message: 'não esperado no teste' });
  });
}
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

function renderForm(onRegistered = vi.fn()) {
  renderWithProviders(<CadastroForm onRegistered={onRegistered} />);
  return { onRegistered, user: userEvent.setup({ delay: null }) };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nome completo/), 'Ana Beatriz Souza');
  await user.type(screen.getByLabelText(/E-mail/), 'ana@exemplo.com.br');
  await user.type(screen.getByLabelText(/CPF/), '52998224725');
  await user.type(screen.getByLabelText(/CRP/), '06123456');
  await user.type(screen.getByLabelText(/Telefone/), '11987654321');
  await user.type(screen.getByLabelText(/^Senha/), 'Segura#2026x');
  await user.type(screen.getByLabelText(/Confirme a senha/), 'Segura#2026x');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('CadastroForm', { timeout: 20_000 }, () => {
  it('masks the CPF and shows the validation error on the field when leaving it', async () => {
    serve();
    const { user } = renderForm();
    const cpf = screen.getByLabelText(/CPF/);
    await user.type(cpf, '12345678900');
    expect(cpf).toHaveValue('123.456.789-00');
    await user.tab();
    expect(await screen.findByText('CPF inválido: confira os números.')).toBeInTheDocument();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/public/api/user/check-cpf')).toHaveLength(0);
  });

  it('checks the e-mail on blur and says on the field that it is taken', async () => {
    serve((url) =>
      url.pathname === '/public/api/user/check-email' ? json(200, { disponivel: false }) : undefined,
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/E-mail/), 'ana@exemplo.com.br');
    await user.tab();
    expect(await screen.findByText('Este e-mail já está cadastrado.')).toBeInTheDocument();
    const [input] = calls('/public/api/user/check-email')[0];
    expect(new URL(String(input), 'http://localhost').searchParams.get('email')).toBe('ana@exemplo.com.br');
  });

  it('puts the API field error (409) on the field and does not log in', async () => {
    serve((url, init) =>
      url.pathname === '/public/api/cadastro' && init?.method === 'POST'
        ? json(409, {
            message: 'Este CRP já está cadastrado.',
            errors: { crp: ['Este CRP já está cadastrado.'] },
          })
        : undefined,
    );
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Este CRP já está cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/CRP/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/public/api/login')).toHaveLength(0);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('signs up with clean values, logs in and starts the session', async () => {
    const usuario = {
      id: '0b6f7a3e-3c1a-4a59-9d51-2f0e8c1d2b4a',
      nome: 'Ana Beatriz Souza',
      email: 'ana@exemplo.com.br',
      cpf: '52998224725',
      crp: '06/123456',
      telefone: '11987654321',
    };
    serve(
      (url) => (url.pathname === '/public/api/cadastro' ? json(201, { usuario }) : undefined),
      (url) =>
        url.pathname === '/public/api/login'
          ? json(200, { usuario: { ...usuario, token: 't1' } })
          : undefined,
    );
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    const body = JSON.parse(String(calls('/public/api/cadastro')[0][1]?.body));
    expect(body).toEqual({
      nome: 'Ana Beatriz Souza',
      email: 'ana@exemplo.com.br',
      senha: 'Segura#2026x',
      cpf: '52998224725',
      crp: '06/123456',
      telefone: '11987654321',
      aceite_termos: true,
    });
    for (const field of ['email', 'cpf', 'crp', 'telefone']) {
      expect(calls(`/public/api/user/check-${field}`).length).toBeGreaterThan(0);
    }
    expect(localStorage.getItem('token')).toBe('t1');
    expect(sessionStorage.getItem('authenticated')).toBe('true');
  });
});

const usuarioCriado = {
  id: '0b6f7a3e-3c1a-4a59-9d51-2f0e8c1d2b4a',
  nome: 'Ana Beatriz Souza',
  email: 'ana@exemplo.com.br',
  cpf: '52998224725',
  crp: '06/123456',
  telefone: '11987654321',
};
const cadastroOk: Route = (url) =>
  url.pathname === '/public/api/cadastro' ? json(201, { usuario: usuarioCriado }) : undefined;
const loginOk: Route = (url) =>
  url.pathname === '/public/api/login'
    ? json(200, { usuario: { ...usuarioCriado, token: 't1' } })
    : undefined;

describe('CadastroForm: the uniqueness checks stay within the API cap (20 an hour)', {
  timeout: 30_000,
}, () => {
  it('a burst of typing asks nothing; leaving the field asks once, and never again for the same value', async () => {
    serve(cadastroOk, loginOk);
    const { user, onRegistered } = renderForm();
    const email = screen.getByLabelText(/E-mail/);
    await user.type(email, 'ana@exemplo.com.br');
    expect(calls('/public/api/user/check-email')).toHaveLength(0);
    await user.tab();
    expect(await screen.findByLabelText('Disponível')).toBeInTheDocument();
    expect(calls('/public/api/user/check-email')).toHaveLength(1);
    // Back to the field and out again, then the rest of the form and submit: the same value is not asked again.
    await user.click(email);
    await user.tab();
    await user.type(screen.getByLabelText(/Nome completo/), 'Ana Beatriz Souza');
    await user.type(screen.getByLabelText(/CPF/), '52998224725');
    await user.type(screen.getByLabelText(/CRP/), '06123456');
    await user.type(screen.getByLabelText(/Telefone/), '11987654321');
    await user.type(screen.getByLabelText(/^Senha/), 'Segura#2026x');
    await user.type(screen.getByLabelText(/Confirme a senha/), 'Segura#2026x');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    for (const field of ['email', 'cpf', 'crp', 'telefone'])
      expect(calls(`/public/api/user/check-${field}`), field).toHaveLength(1);
  });

  it('a 429 from the checks shows no error: the fields count as unknown and sign-up goes on', async () => {
    const rateLimited: Route = (url) =>
      url.pathname.startsWith('/public/api/user/check-')
        ? json(429, { message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' })
        : undefined;
    serve(rateLimited, cadastroOk, loginOk);
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);
    await waitFor(() => expect(calls('/public/api/user/check-telefone')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Verificando')).not.toBeInTheDocument());
    expect(screen.queryByText(/Muitas tentativas/)).not.toBeInTheDocument();
    for (const label of [/E-mail/, /CPF/, /CRP/, /Telefone/])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByLabelText('Disponível')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(calls('/public/api/cadastro')).toHaveLength(1);
    expect(screen.queryByText(/Muitas tentativas/)).not.toBeInTheDocument();
    for (const field of ['email', 'cpf', 'crp', 'telefone'])
      expect(calls(`/public/api/user/check-${field}`), field).toHaveLength(1);
  });
});

describe('CadastroForm: password rules, errors on submit, CPF and CRP', { timeout: 30_000 }, () => {
  it('refuses a common password on submit, saying why, and sends nothing', async () => {
    serve();
    const { user } = renderForm();
    await fillValidForm(user);
    const senha = screen.getByLabelText(/^Senha/);
    await user.clear(senha);
    await user.type(senha, 'senha12345');
    await user.clear(screen.getByLabelText(/Confirme a senha/));
    await user.type(screen.getByLabelText(/Confirme a senha/), 'senha12345');
    // The meter loads on its own and rates it.
    expect(await screen.findByText('Fraca', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      await screen.findByText('Senha muito comum: escolha outra, menos previsível.'),
    ).toBeInTheDocument();
    expect(senha).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/public/api/cadastro')).toHaveLength(0);
  });

  it("refuses a password made of the user's own name", async () => {
    serve();
    const { user } = renderForm();
    await fillValidForm(user);
    const senha = screen.getByLabelText(/^Senha/);
    await user.clear(senha);
    await user.type(senha, 'Beatriz@2024!');
    await user.clear(screen.getByLabelText(/Confirme a senha/));
    await user.type(screen.getByLabelText(/Confirme a senha/), 'Beatriz@2024!');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('A senha não pode conter seu nome.')).toBeInTheDocument();
    expect(calls('/public/api/cadastro')).toHaveLength(0);
  });

  it('leaving the confirmation with a different password shows no error until submit: nothing moves under the finger', async () => {
    serve();
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Senha/), 'Segura#2026x');
    const confirmacao = screen.getByLabelText(/Confirme a senha/);
    await user.type(confirmacao, 'Segura#2026');
    const terms = screen.getByRole('checkbox');
    await user.click(terms); // blurs the confirmation
    expect(terms).toBeChecked();
    expect(screen.queryByText('As senhas não conferem.')).not.toBeInTheDocument();
    expect(confirmacao).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Senha/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
  });

  it('an empty CPF asks for it; the CRP shows its error instead of its hint, not both', async () => {
    serve();
    const { user } = renderForm();
    await user.click(screen.getByLabelText(/CPF/));
    await user.tab();
    expect(await screen.findByText('Informe o CPF.')).toBeInTheDocument();
    expect(screen.queryByText(/CPF inválido/)).not.toBeInTheDocument();
    expect(screen.getByText('Região/número, ex.: 06/123456')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/CRP/), '99123');
    await user.tab();
    expect(await screen.findByText(/CRP inválido/)).toBeInTheDocument();
    expect(screen.queryByText('Região/número, ex.: 06/123456')).not.toBeInTheDocument();
  });
});
