import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TECLADO_MEDIA } from '../../../lib/atalhos';
import { jsonResponse, mockFetch } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { EntradaDialog } from './EntradaDialog';

/** A browser whose media queries answer `teclado` for the keyboard query (and false for every other). */
function stubMedia(teclado: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === TECLADO_MEDIA && teclado,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const abrir = () => {
  mockFetch(() =>
    jsonResponse(200, { sessoes: [], pagination: { page: 1, per_page: 100, total: 0, total_pages: 0 } }),
  );
  renderWithProviders(
    <EntradaDialog
      pacienteId="7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b10"
      entrada={null}
      opened
      onClose={() => {}}
    />,
  );
};

describe('the record entry’s "Ctrl+Enter salva" hint, only where a keyboard is likely', () => {
  it('shows where a physical keyboard is likely', async () => {
    stubMedia(true);
    abrir();
    expect(await screen.findByText(/Ctrl\+Enter salva\./)).toBeInTheDocument();
  });

  it('is left out on a phone or tablet (touch, coarse pointer or a narrow screen)', async () => {
    stubMedia(false);
    abrir();
    expect(await screen.findByText(/Resolução CFP 001\/2009\)\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Enter salva/)).toBeNull();
  });
});
