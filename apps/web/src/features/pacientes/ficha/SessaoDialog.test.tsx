import type { Paciente } from '@consultorio/contracts/pacientes';
import type { Sessao } from '@consultorio/contracts/sessoes';
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, stubBrowser } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { SessaoDialog } from './SessaoDialog';

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stubBrowser();
});

const paciente = {
  id: '3f1c2b3a-0000-4000-8000-000000000001',
  nome: 'Beatriz Lima',
  valor_sessao: 160,
} as Paciente;

const sessao = {
  id: '3f1c2b3a-0000-4000-8000-0000000000aa',
  paciente_id: paciente.id,
  data: '2026-11-20',
  hora_inicio: '14:00',
  duracao_minutos: 50,
  valor: 175.5,
  presenca: 'realizada',
  pago: false,
  forma_pagamento: null,
  observacoes: null,
  agendamento_id: null,
  created_at: '2026-11-20T17:00:00.000Z',
} as Sessao;

function abrir(s: Sessao | null) {
  mockFetch(() => jsonResponse(404, { message: 'Não encontrado.' }));
  renderWithProviders(<SessaoDialog paciente={paciente} opened onClose={() => {}} sessao={s} />);
  return userEvent.setup({ delay: null });
}

describe('the session dialog’s Valor left blank', { timeout: 20_000 }, () => {
  it('says which amount a new session gets, instead of looking like R$ 0,00', async () => {
    const user = abrir(null);
    const valor = await screen.findByRole('textbox', { name: 'Valor' });
    expect(valor).toHaveValue('R$ 160,00');
    await user.clear(valor);
    expect(valor).not.toHaveAttribute('placeholder', 'R$ 0,00');
    expect(screen.getByText('Em branco, vale o valor do paciente: R$ 160,00.')).toBeInTheDocument();
    await user.type(valor, '90');
    expect(screen.queryByText(/Em branco/)).not.toBeInTheDocument();
  });

  it('says an edited session keeps its recorded value', async () => {
    const user = abrir(sessao);
    const valor = await screen.findByRole('textbox', { name: 'Valor' });
    await user.clear(valor);
    expect(screen.getByText('Em branco, fica o valor já registrado: R$ 175,50.')).toBeInTheDocument();
  });
});
