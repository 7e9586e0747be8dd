import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, fileNameFromDisposition, setUnauthorizedHandler } from './client';
import { loading } from './loading';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

/** A fetch that stays pending until `resolve` is called, to look at the overlay mid-request. */
function pendingFetch() {
  let resolve!: (res: Response) => void;
  fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
  return (res: Response) => resolve(res);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  while (loading.count > 0) loading.hide();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('bearer token', () => {
  it('is sent on ordinary calls, under /public/api/, without cookies', async () => {
    localStorage.setItem('token', 'tok-123');
    fetchMock.mockResolvedValueOnce(json(200, { pacientes: [] }));
    await api('pacientes', { query: { page: 2, busca: '' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/public/api/pacientes?page=2');
    expect(headers.authorization).toBe('Bearer tok-123');
    expect(init.credentials).toBe('omit');
  });

  it.each([
    'login',
    'logout',
    'user/send-reset-code',
    'user/verify-reset-code',
    'user/reset-password',
    'cadastro',
    'usuario',
  ])('is not sent on %s (docs/product.md §7.2)', async (endpoint) => {
    localStorage.setItem('token', 'tok-123');
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api(endpoint, { method: 'POST', body: {} });
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('is not sent when there is no token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api('user');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });
});

describe('loading overlay counter', () => {
  it('counts a running request and goes back to 0 when it ends', async () => {
    const finish = pendingFetch();
    const call = api('pacientes');
    expect(loading.count).toBe(1);
    finish(json(200, {}));
    await call;
    expect(loading.count).toBe(0);
  });

  it('also goes back to 0 when the request fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api('pacientes')).rejects.toThrow(TypeError);
    expect(loading.count).toBe(0);
  });

  it.each(['login', 'logout'])('is not shown for %s', async (endpoint) => {
    const finish = pendingFetch();
    const call = api(endpoint, { method: 'POST', body: {} });
    expect(loading.count).toBe(0);
    finish(json(200, {}));
    await call;
    expect(loading.count).toBe(0);
  });

  it('is not shown for silent calls', async () => {
    const finish = pendingFetch();
    const call = api('user/check-email', { query: { email: 'a@b.com' }, silent: true });
    expect(loading.count).toBe(0);
    finish(json(200, { disponivel: true }));
    await call;
  });

  it('never goes below 0', () => {
    loading.hide();
    loading.hide();
    expect(loading.count).toBe(0);
    loading.show();
    expect(loading.count).toBe(1);
    loading.hide();
    loading.hide();
    expect(loading.count).toBe(0);
  });
});

describe('401 answers', () => {
  it('on a non-auth call clear the token and call the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValueOnce(
      json(401, { message: 'Sua sessão expirou ou é inválida. Entre novamente.' }),
    );
    const error = await api('pacientes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('on login (wrong password) keep the token and only report the message', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    localStorage.setItem('token', 'still-valid');
    fetchMock.mockResolvedValueOnce(json(401, { message: 'E-mail ou senha incorretos.' }));
    await expect(api('login', { method: 'POST', body: { email: 'a@b.com', senha: 'x' } })).rejects.toThrow(
      'E-mail ou senha incorretos.',
    );
    expect(localStorage.getItem('token')).toBe('still-valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('carry the status and the field errors of the API', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, {
        message: 'Este CPF já está cadastrado.',
        errors: { cpf: ['Este CPF já está cadastrado.'] },
      }),
    );
    const error = (await api('cadastro', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.errors).toEqual({ cpf: ['Este CPF já está cadastrado.'] });
  });

  it('without a JSON body still give a Portuguese message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(api('pacientes')).rejects.toThrow(
      'Ocorreu um erro inesperado. Tente novamente em instantes.',
    );
  });

  it('204 answers resolve to undefined', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api('logout', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    [null, null],
    ['inline', null],
    ['attachment; filename="prontuario.pdf"', 'prontuario.pdf'],
    ['attachment; filename=relatorio.xlsx', 'relatorio.xlsx'],
    [
      `attachment; filename="prontuario.pdf"; filename*=UTF-8''prontu%C3%A1rio%20Jo%C3%A3o.pdf`,
      'prontuário João.pdf',
    ],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
