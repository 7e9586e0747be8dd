import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../test/browser';
import { AgendaCalendario } from './AgendaCalendario';

beforeEach(() => {
  stubBrowser();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00-03:00') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderSemana = (agendamentos: Agendamento[] = []) =>
  render(
    <MantineProvider>
      <AgendaCalendario
        agendamentos={agendamentos}
        fuso="America/Sao_Paulo"
        visaoInicial="timeGridWeek"
        compacto={false}
        carregando={false}
        podeEditar
        onPeriodo={() => {}}
        onNovo={() => {}}
        onAbrir={() => {}}
        onMudar={() => {}}
        vazio={agendamentos.length === 0}
        mensagemVazia={() => 'Nenhum agendamento nesta semana.'}
      />
    </MantineProvider>,
  );

const rolagens = () =>
  [...document.querySelectorAll<HTMLElement>('.fc-scroller')].filter((el) =>
    [el.style.overflowX, el.style.overflowY].some((o) => o === 'scroll' || o === 'auto'),
  );

describe('AgendaCalendario: the week grid', () => {
  it('shows 06:00 to 22:00 as tall as its hours: no inner scrolling area to reach by keyboard (WCAG 2.1.1)', async () => {
    renderSemana();
    await screen.findByText('06:00');
    expect(screen.getByText('21:00')).toBeInTheDocument();
    expect(screen.queryByText('05:00')).not.toBeInTheDocument();
    expect(screen.queryByText('22:00')).not.toBeInTheDocument();
    expect(rolagens()).toEqual([]);
  });

  it('widens to show an appointment before 06:00', async () => {
    const cedo = {
      id: 'a1',
      inicio: '2026-11-24T05:00:00-03:00',
      fim: '2026-11-24T05:50:00-03:00',
      duracao_minutos: 50,
      status: 'agendado',
      modalidade: 'presencial',
      serie_id: null,
      paciente: { id: 'p1', nome: 'Ana Souza' },
    } as unknown as Agendamento;
    renderSemana([cedo]);
    await screen.findByText('05:00');
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(rolagens()).toEqual([]);
  });
});
