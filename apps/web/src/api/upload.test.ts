import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, downloadFile, setUnauthorizedHandler, upload } from './client';
import { loading } from './loading';

/** A stand-in for XMLHttpRequest that records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = true;
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
  fail() {
    this.onerror?.();
    this.onloadend?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.clear();
  while (loading.count > 0) loading.hide();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const form = () => {
  const f = new FormData();
  f.append('arquivo', new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' }));
  return f;
};

describe('upload (the client with upload progress)', () => {
  it('POSTs the form under /public/api/ with the bearer token, no cookies, and reports progress', async () => {
    localStorage.setItem('token', 'tok-9');
    const progress: number[] = [];
    const sent = form();
    const result = upload<{ anexo: { id: string } }>('anexos/paciente/p1', sent, {
      onProgress: (loaded, total) => progress.push(loaded / total),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/public/api/anexos/paciente/p1');
    expect(xhr.headers.authorization).toBe('Bearer tok-9');
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.body).toBe(sent);
    xhr.progress(50, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { anexo: { id: 'a1' } });
    await expect(result).resolves.toEqual({ anexo: { id: 'a1' } });
    expect(progress).toEqual([0.5, 1]);
  });

  it('shows the overlay while sending unless silent', async () => {
    const shown = upload('anexos/paciente/p1', form());
    expect(loading.count).toBe(1);
    FakeXhr.last.respond(201, {});
    await shown;
    expect(loading.count).toBe(0);
    const silent = upload('anexos/paciente/p1', form(), { silent: true });
    expect(loading.count).toBe(0);
    FakeXhr.last.respond(201, {});
    await silent;
  });

  it("turns an error answer into ApiError with the API's message and field errors", async () => {
    const result = upload('anexos/paciente/p1', form());
    FakeXhr.last.respond(415, { message: 'Tipo de arquivo não permitido.', errors: { arquivo: ['x'] } });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: 'Tipo de arquivo não permitido.' });
    expect((error as ApiError).errors).toEqual({ arquivo: ['x'] });
  });

  it('a 401 ends the session like every other call', async () => {
    localStorage.setItem('token', 'tok-9');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const result = upload('anexos/paciente/p1', form());
    FakeXhr.last.respond(401, { message: 'Sua sessão expirou.' });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('rejects with a TypeError when the network fails, and can be cancelled', async () => {
    const failed = upload('anexos/paciente/p1', form());
    FakeXhr.last.fail();
    await expect(failed).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const cancelled = upload('anexos/paciente/p1', form(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(loading.count).toBe(0);
  });
});

describe('downloadFile with a name guessed from the content type', () => {
  it('uses the header name when there is one, else the fallback function of the Content-Type', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const guess = (ct: string | null) => (ct === 'image/png' ? 'anexo.png' : 'anexo');
    fetchMock.mockResolvedValueOnce(new Response('x', { headers: { 'content-type': 'image/png' } }));
    expect((await downloadFile('anexos/1/download', guess)).name).toBe('anexo.png');
    fetchMock.mockResolvedValueOnce(
      new Response('x', {
        headers: {
          'content-type': 'image/png',
          'content-disposition': `attachment; filename="a.png"; filename*=UTF-8''${encodeURIComponent('exame ção.png')}`,
        },
      }),
    );
    expect((await downloadFile('anexos/1/download', guess)).name).toBe('exame ção.png');
  });
});
