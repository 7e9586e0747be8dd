import type { AnexoStats } from '@consultorio/contracts/anexos';
import { NO_PLAN } from '@consultorio/contracts/planos';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { EnvioAnexos } from './EnvioAnexos';

/** XMLHttpRequest stand-in: every request waits until the test answers it. */
class FakeXhr {
  static all: FakeXhr[] = [];
  url = '';
  body: FormData | null = null;
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
  withCredentials = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => {
      this.onload?.();
      this.onloadend?.();
    });
  }
}

const stats = (over: Partial<AnexoStats> = {}): AnexoStats => ({
  anexos_count: 0,
  anexos_limite: 10,
  can_add_anexo: true,
  bloqueio: null,
  paciente_anexos_count: 0,
  paciente_tamanho_total: 0,
  tamanho_maximo: 20 * 1024 * 1024,
  ...over,
});

const pdf = new File(['%PDF-1.4 laudo'], 'laudo.pdf', { type: 'application/pdf' });
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'exame.png', { type: 'image/png' });
const anexo = (id: string, nome: string) => ({
  anexo: {
    id,
    paciente_id: 'p1',
    nome_original: nome,
    tipo: 'pdf',
    mime_type: 'application/pdf',
    tamanho: 1,
    descricao: null,
    created_at: '2026-01-01T00:00:00Z',
  },
});

beforeAll(() => stubBrowser());
beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(NO_PLAN), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = () => screen.getByLabelText('Escolher arquivos para enviar') as HTMLInputElement;

describe('EnvioAnexos', () => {
  it('takes several files at once, sends them one by one with a progress bar each, and shows each answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnvioAnexos pacienteId="p1" stats={stats()} disabled={false} />);
    await user.upload(input(), [pdf, png]);
    const fila = screen.getByRole('list', { name: 'Arquivos para enviar' });
    expect(within(fila).getAllByRole('listitem')).toHaveLength(2);
    await user.type(screen.getByLabelText('Descrição de laudo.pdf'), 'Laudo do neurologista');

    await user.click(screen.getByRole('button', { name: 'Enviar 2 arquivos' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const first = FakeXhr.all[0];
    expect(first.url).toBe('/public/api/anexos/paciente/p1');
    expect(first.body?.get('descricao')).toBe('Laudo do neurologista');
    expect((first.body!.get('arquivo') as File).name).toBe('laudo.pdf');
    first.progress(0.4);
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio de laudo.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Enviando… 40%')).toBeInTheDocument();
    first.respond(201, anexo('a1', 'laudo.pdf'));

    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const second = FakeXhr.all[1];
    expect(second.body?.get('descricao')).toBeNull();
    second.progress(1);
    expect(screen.getByText('Verificando e guardando com criptografia…')).toBeInTheDocument();
    second.respond(415, {
      message: 'O conteúdo de "exame.png" não é de um arquivo PNG: envie o arquivo original.',
    });

    // The sent file leaves the list; the refused one stays with the server's reason.
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'laudo.pdf' })).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('listitem', { name: 'exame.png' })).getByRole('alert')).toHaveTextContent(
      'não é de um arquivo PNG',
    );
    expect(screen.getByRole('button', { name: 'Enviar 1 arquivo' })).toBeEnabled();
    expect(await screen.findByText('Arquivo enviado')).toBeInTheDocument();
    expect(screen.getByText('O arquivo já está na lista de anexos do paciente.')).toBeInTheDocument();
  });

  it('does not send more files than the plan allows, and says how many fit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnvioAnexos pacienteId="p1" stats={stats({ anexos_count: 9 })} disabled={false} />);
    await user.upload(input(), [pdf, png]);
    expect(
      screen.getByText(/Seu plano permite mais 1 anexo\. Remova 1 arquivo da lista/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar 2 arquivos' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tirar exame.png da lista' }));
    expect(screen.getByRole('button', { name: 'Enviar 1 arquivo' })).toBeEnabled();
  });

  it('is disabled when uploads are not allowed', () => {
    renderWithProviders(<EnvioAnexos pacienteId="p1" stats={stats({ can_add_anexo: false })} disabled />);
    expect(input()).toBeDisabled();
  });
});
