import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, stubBrowser } from '../../test/browser';
import { renderWithProviders } from '../../test/render';
import { periodoInicial, ReciboReembolsoModal, validarPeriodo } from './ReciboReembolsoModal';

const PACIENTE = '7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b10';

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reimbursement receipt’s period', () => {
  it('starts on the first day of the current month and ends today', () => {
    expect(periodoInicial('2026-03-17')).toEqual({ de: '01/03/2026', ate: '17/03/2026' });
  });

  it('asks for both dates, real ones, the final one not before the first', () => {
    expect(validarPeriodo({ de: '', ate: '' })).toEqual({
      de: 'Informe a data inicial.',
      ate: 'Informe a data final.',
    });
    expect(validarPeriodo({ de: '31/02/2026', ate: '10/03' })).toEqual({
      de: 'Data inválida: use dd/mm/aaaa.',
      ate: 'Data inválida: use dd/mm/aaaa.',
    });
    expect(validarPeriodo({ de: '10/03/2026', ate: '09/03/2026' })).toEqual({
      ate: 'A data final deve ser igual ou posterior à inicial.',
    });
    expect(validarPeriodo({ de: '09/03/2026', ate: '09/03/2026' })).toEqual({});
  });
});

describe('ReciboReembolsoModal', () => {
  const abrir = (onClose = () => {}) =>
    renderWithProviders(<ReciboReembolsoModal pacienteId={PACIENTE} opened onClose={onClose} />);

  const preencher = (de: string, ate: string) => {
    fireEvent.change(screen.getByLabelText(/^De/), { target: { value: de } });
    fireEvent.change(screen.getByLabelText(/^Até/), { target: { value: ate } });
  };

  it('shows the API’s message when the period has no paid session', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(422, {
        message: 'Nenhuma sessão paga neste período.',
        errors: { de: ['Nenhuma sessão paga neste período.'] },
      }),
    );
    abrir();
    preencher('01/02/2026', '28/02/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma sessão paga neste período.');
    expect(String(fetch.mock.calls[0][0])).toBe(
      `/public/api/paciente/${PACIENTE}/recibo-reembolso?de=2026-02-01&ate=2026-02-28`,
    );
  });

  it('puts a period the API finds too long under "Até"', async () => {
    const msg = 'O período do recibo pode ter no máximo 366 dias.';
    mockFetch(() => jsonResponse(422, { message: msg, errors: { ate: [msg] } }));
    abrir();
    preencher('01/01/2025', '02/01/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(screen.getByLabelText(/^Até/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(msg)).toBeInTheDocument();
  });

  it('checks the dates before asking, and downloads the PDF then closes', async () => {
    const fetch = mockFetch(
      () =>
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="recibo-reembolso-2026-03-01-2026-03-31.pdf"',
          },
        }),
    );
    // jsdom has no object URLs, and clicking a download link would navigate.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:recibo';
        static override revokeObjectURL = () => {};
      },
    );
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const onClose = vi.fn();
    abrir(onClose);
    preencher('31/03/2026', '01/03/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(
      await screen.findByText('A data final deve ser igual ou posterior à inicial.'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    preencher('01/03/2026', '31/03/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(baixados).toEqual(['recibo-reembolso-2026-03-01-2026-03-31.pdf']);
  });
});
