import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SegundaEtapaForm } from './SegundaEtapaForm';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const PAUSA =
  'Muitos códigos de verificação errados nesta conta. Por segurança, os códigos do aplicativo autenticador ' +
  'estão pausados por 15 minutos: aguarde ou entre agora com um dos seus códigos de recuperação.';

describe('SegundaEtapaForm', () => {
  it('too many wrong codes on the account (429): says how long to wait, and the field stays open for a recovery code', async () => {
    fetchMock.mockResolvedValue(json(429, { message: PAUSA }));
    renderWithProviders(<SegundaEtapaForm desafio="d1" onLoggedIn={vi.fn()} onRestart={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    const campo = screen.getByLabelText(/Código de verificação/);
    await user.type(campo, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAUSA);
    expect(campo).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });

  it('a wrong code stays on the field, without an alert', async () => {
    const msg = 'Código inválido ou já usado. Confira o aplicativo autenticador e tente de novo.';
    fetchMock.mockResolvedValue(json(422, { message: msg, errors: { codigo: [msg] } }));
    renderWithProviders(<SegundaEtapaForm desafio="d1" onLoggedIn={vi.fn()} onRestart={vi.fn()} />);
    const user = userEvent.setup({ delay: null });
    const campo = screen.getByLabelText(/Código de verificação/);
    await user.type(campo, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
