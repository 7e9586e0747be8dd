import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, endpointUrl } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'tok-1');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('call: an endpoint by name', () => {
  it('fills the path parameters and answers the parsed body', async () => {
    const paciente = { id: 'p 1', nome: 'Maria' };
    fetchMock.mockResolvedValueOnce(json(200, { paciente }));
    const res = await call('pacientes.get', { params: { id: 'p 1' }, silent: true });
    expect(lastRequest().url).toBe('/public/api/paciente/p%201');
    expect(lastRequest().init.method).toBe('GET');
    expect(lastRequest().headers.authorization).toBe('Bearer tok-1');
    expect(res.paciente).toEqual(paciente);
  });

  it('sends the method, the JSON body and the query of the map', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { agendamentos: [], message: 'ok' }));
    await call('agendamentos.update', {
      params: { id: 'a1' },
      body: { duracao_minutos: 60 },
      query: { escopo: 'futuros' },
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/public/api/agendamento/a1?escopo=futuros');
    expect(init.method).toBe('PUT');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ duracao_minutos: 60 });
  });

  it('leaves empty query values out and keeps the auth endpoints without bearer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { pacientes: [], pagination: {} }));
    await call('pacientes.list', { query: { busca: '', page: 2 } });
    expect(lastRequest().url).toBe('/public/api/pacientes?page=2');
    fetchMock.mockResolvedValueOnce(json(200, { message: 'ok' }));
    await call('auth.sendResetCode', { body: { email: 'a@b.com' } });
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('rejects with the API error (message and field errors)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { message: 'Dados inválidos.', errors: { nome: ['Informe o nome.'] } }),
    );
    const error = await call('pacientes.create', { body: { nome: '' } as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ nome: ['Informe o nome.'] });
  });

  it('gives the path of file endpoints for downloads and uploads', () => {
    expect(endpointUrl('anexos.download', { id: 'x' })).toBe('anexos/x/download');
    expect(endpointUrl('financeiro.exportar')).toBe('financeiros/exportar');
  });
});
