import type { PacienteArquivado } from '@consultorio/contracts/pacientes';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, stubBrowser } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { ExcluirDefinitivoDialog } from './ExcluirDefinitivoDialog';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stubBrowser();
});

const paciente = (excluir_a_partir_de: string): PacienteArquivado => ({
  id: '3f1c2b3a-0000-4000-8000-000000000001',
  nome: 'Helena Souza',
  arquivado_em: '2026-01-10T12:00:00.000Z',
  ultimo_registro_em: '2026-01-05',
  excluir_a_partir_de,
});

function abrir(p: PacienteArquivado) {
  const onClose = vi.fn();
  renderWithProviders(<ExcluirDefinitivoDialog paciente={p} onClose={onClose} />);
  return { user: userEvent.setup({ delay: null }), onClose };
}

const corpoEnviado = (fetch: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(fetch.mock.calls[0][1]?.body));

describe('Excluir definitivamente', { timeout: 20_000 }, () => {
  it('within the 5 years explains the rule and requires the legal reason before sending it', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(200, { message: 'Paciente e registros clínicos excluídos definitivamente.' }),
    );
    const { user, onClose } = abrir(paciente('2099-01-05'));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir definitivamente Helena Souza?' });
    expect(dialog).toHaveTextContent('Resolução CFP 001/2009 (art. 4º)');
    expect(dialog).toHaveTextContent('devem ser guardados até 05/01/2099');
    const motivo = screen.getByLabelText(/Motivo legal da exclusão/);
    expect(motivo).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Informe o motivo legal da exclusão antes do prazo.')).toBeInTheDocument();
    await user.type(motivo, 'pedido');
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(
      await screen.findByText('Descreva o motivo legal em pelo menos 20 caracteres.'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(motivo, ' do paciente, art. 18 da LGPD');
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.mock.calls[0][1]?.method).toBe('DELETE');
    expect(new URL(String(fetch.mock.calls[0][0]), 'http://localhost').pathname).toBe(
      '/public/api/paciente/3f1c2b3a-0000-4000-8000-000000000001/definitivo',
    );
    expect(corpoEnviado(fetch)).toEqual({ motivo_legal: 'pedido do paciente, art. 18 da LGPD' });
  });

  it('after the period asks a plain confirmation and sends no reason', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user, onClose } = abrir(paciente('2020-01-05'));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir definitivamente Helena Souza?' });
    expect(dialog).toHaveTextContent('O prazo legal de guarda dos registros terminou em 05/01/2020');
    expect(screen.queryByLabelText(/Motivo legal/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(corpoEnviado(fetch)).toEqual({});
  });

  it('shows the API’s refusal on the reason field', async () => {
    mockFetch(() =>
      jsonResponse(422, {
        message: 'Alguns campos precisam de atenção.',
        errors: { motivo_legal: ['Texto longo demais.'] },
      }),
    );
    const { user, onClose } = abrir(paciente('2099-01-05'));
    await user.type(
      await screen.findByLabelText(/Motivo legal da exclusão/),
      'Ordem judicial do processo 123',
    );
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Texto longo demais.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
