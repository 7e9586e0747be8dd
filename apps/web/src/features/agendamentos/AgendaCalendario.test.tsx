import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

const calendario = (agendamentos: Agendamento[], irPara?: { dia: string; n: number; id?: string }) => (
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
      irPara={irPara}
      vazio={agendamentos.length === 0}
      mensagemVazia={() => 'Nenhum agendamento nesta semana.'}
    />
  </MantineProvider>
);
const renderSemana = (agendamentos: Agendamento[] = []) => render(calendario(agendamentos));

const agendamento = (id: string, inicio: string, fim: string, nome: string) =>
  ({
    id,
    inicio,
    fim,
    duracao_minutos: 50,
    status: 'agendado',
    modalidade: 'presencial',
    serie_id: null,
    paciente: { id: `p-${id}`, nome },
  }) as unknown as Agendamento;

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
    renderSemana([agendamento('a1', '2026-11-24T05:00:00-03:00', '2026-11-24T05:50:00-03:00', 'Ana Souza')]);
    await screen.findByText('05:00');
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(rolagens()).toEqual([]);
  });

  it('brings the appointment just booked into sight once it is drawn, and only that once', async () => {
    const rolou = vi.fn();
    // jsdom has no scrollIntoView: a spy for this test only, the prototype put back as it was after.
    const antes = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: rolou,
      configurable: true,
      writable: true,
    });
    onTestFinished(() => {
      if (antes) Object.defineProperty(Element.prototype, 'scrollIntoView', antes);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    const outro = agendamento('a0', '2026-11-24T09:00:00-03:00', '2026-11-24T09:50:00-03:00', 'Bruno Lima');
    const novo = agendamento('a1', '2026-11-26T20:00:00-03:00', '2026-11-26T20:50:00-03:00', 'Carla Dias');
    const { rerender } = render(calendario([outro], { dia: '2026-11-26', n: 1, id: 'a1' }));
    await screen.findByText('Bruno Lima');
    expect(rolou).not.toHaveBeenCalled();
    // The list comes back from the server with the new appointment.
    rerender(calendario([outro, novo], { dia: '2026-11-26', n: 1, id: 'a1' }));
    await screen.findByText('Carla Dias');
    expect(rolou).toHaveBeenCalledOnce();
    expect(rolou.mock.contexts[0]).toHaveTextContent('Carla Dias');
    rerender(calendario([{ ...outro }, { ...novo }], { dia: '2026-11-26', n: 1, id: 'a1' }));
    expect(rolou).toHaveBeenCalledOnce();
  });
});
