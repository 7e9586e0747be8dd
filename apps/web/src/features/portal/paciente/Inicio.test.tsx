import type { PortalInicio } from '@consultorio/contracts/portal';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/browser';
import { comSessaoDoPortal, LINK, renderSecaoDoPortal } from '../../../test/portal';
import { Inicio } from './Inicio';

const inicio = (pendencias: Partial<PortalInicio['pendencias']>): PortalInicio => ({
  paciente: { nome: 'Helena Prado' },
  profissional: { nome: 'Marina Alves Costa', crp: '06/123456' },
  proximas_sessoes: [],
  pendencias: { formularios: 0, documentos_novos: 0, cobrancas: 0, escalas: 0, termos: 0, ...pendencias },
  config: { permitir_cancelamento: true, antecedencia_cancelamento_horas: 24, mensagem: null },
});

comSessaoDoPortal();

function abrir(dados: PortalInicio) {
  mockFetch(async () => jsonResponse(200, dados));
  renderSecaoDoPortal('', <Inicio token={LINK} />);
}

const paraFazer = async () =>
  within(await screen.findByRole('region', { name: 'Para fazer' })).findAllByRole('article');

describe('Início on the patient page', () => {
  it('"Para fazer" lists the questionnaires and the terms, each a link to its section', async () => {
    abrir(inicio({ escalas: 2, termos: 1, formularios: 1 }));
    const itens = await paraFazer();
    const textos = itens.map((i) => i.textContent);
    expect(textos).toEqual([
      expect.stringContaining('1 formulário para preencher'),
      expect.stringContaining('2 questionários para responder'),
      expect.stringContaining('1 termo para ler e assinar'),
    ]);
    expect(within(itens[1]).getByRole('link', { name: 'Responder' })).toHaveAttribute(
      'href',
      '/portal/link-tok/formularios',
    );
    expect(within(itens[2]).getByRole('link', { name: 'Ler e assinar' })).toHaveAttribute(
      'href',
      '/portal/link-tok/termos',
    );
    expect(screen.queryByText('Nada pendente por aqui. Tudo em dia!')).toBeNull();
  });

  it('a pending term alone is not "Tudo em dia"', async () => {
    abrir(inicio({ termos: 1 }));
    expect(await screen.findByText('1 termo para ler e assinar')).toBeInTheDocument();
    expect(screen.queryByText('Nada pendente por aqui. Tudo em dia!')).toBeNull();
  });

  it('with nothing pending says so', async () => {
    abrir(inicio({}));
    expect(await screen.findByText('Nada pendente por aqui. Tudo em dia!')).toBeInTheDocument();
  });
});
