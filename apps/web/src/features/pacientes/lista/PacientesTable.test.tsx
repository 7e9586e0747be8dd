import type { PacienteResumo } from '@consultorio/contracts/pacientes';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { PacientesTable } from './PacientesTable';

const paciente = (id: string, nome: string, alerta_escala?: boolean): PacienteResumo => ({
  id,
  nome,
  nome_social: null,
  cpf: null,
  telefone: '11988776655',
  email: null,
  status_tratamento: 'em_atendimento',
  modalidade: null,
  data_nascimento: null,
  idade: null,
  ultima_sessao: null,
  proxima_sessao: null,
  alerta_escala,
});

const LISTA = [
  paciente('7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b10', 'Marina Alves', true),
  paciente('7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b11', 'Rui Costa', false),
  paciente('7d3c1a52-2f4b-4a7e-9f1e-2d7a4d9c8b12', 'Sara Lima'),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each([
  ['wide', false],
  ['phone', true],
])('the patient list (%s): the scale alert marker', (_nome, narrow) => {
  beforeEach(() => stubBrowser({ narrow }));

  it('is a worded link to the Escalas tab on the patient with an unseen alert only, without the answer', () => {
    renderWithProviders(
      <PacientesTable pacientes={LISTA} stale={false} onStatus={() => {}} onDelete={() => {}} />,
    );
    const marcadores = screen.getAllByRole('link', { name: 'Alerta de escala: ver na aba Escalas' });
    expect(marcadores).toHaveLength(1);
    expect(marcadores[0]).toHaveAttribute('href', `/pacientes/ficha/${LISTA[0].id}?aba=escalas`);
    const linha = marcadores[0].closest(narrow ? '[data-testid="paciente-card"]' : 'tr') as HTMLElement;
    expect(within(linha).getByText('Marina Alves')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/item 9|ferir|PHQ/i);
  });
});
