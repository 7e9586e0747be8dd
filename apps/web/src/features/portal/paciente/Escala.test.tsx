import {
  type AplicacaoPortal,
  AVISO_ESCALAS,
  DEFINICOES_ESCALA,
  FAIXA_LABELS,
  MSG_ESCALAS,
  OPCOES_ESCALA,
} from '@consultorio/contracts/escalas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/browser';
import { comSessaoDoPortal, LINK, renderSecaoDoPortal } from '../../../test/portal';
import { Escala } from './Escala';

const ID = 'c4a0c1de-0000-4000-8000-000000000009';
const PHQ9 = DEFINICOES_ESCALA.phq9;
const APLICACAO: AplicacaoPortal = {
  id: ID,
  escala: 'phq9',
  nome: PHQ9.nome,
  instrucao: PHQ9.instrucao,
  itens: PHQ9.itens.map((texto, i) => ({ numero: i + 1, texto })),
  opcoes: OPCOES_ESCALA.map((o) => ({ ...o })),
  aviso: AVISO_ESCALAS,
};
const AJUDA = {
  mensagem: MSG_ESCALAS.ajuda('Marina Alves Costa'),
  contatos: [
    { nome: 'CVV — Centro de Valorização da Vida (24 horas, ligação gratuita)', telefone: '188' },
    { nome: 'SAMU (emergência)', telefone: '192' },
    { nome: 'Marina Alves Costa', telefone: '(11) 98877-6655' },
  ],
};

comSessaoDoPortal();

/** The scale's API; `resposta` answers the POST (a status and a body). */
function api(resposta: (respostas: number[]) => [number, unknown], aberta = true) {
  const posts: number[][] = [];
  mockFetch(async (path, init) => {
    if (path === `/public/api/portal/escalas/${ID}`)
      return aberta
        ? jsonResponse(200, { aplicacao: APLICACAO })
        : jsonResponse(404, { message: MSG_ESCALAS.naoEncontrada });
    if (path === `/public/api/portal/escalas/${ID}/respostas` && init?.method === 'POST') {
      const { respostas } = JSON.parse(String(init.body));
      posts.push(respostas);
      return jsonResponse(...resposta(respostas));
    }
    return jsonResponse(200, { aplicacoes: [] });
  });
  return posts;
}

const respondida = (alerta: boolean) =>
  [
    200,
    {
      aplicacao: { id: ID, status: 'respondida' },
      mensagem: MSG_ESCALAS.obrigado,
      alerta,
      ...(alerta ? { ajuda: AJUDA } : {}),
    },
  ] as [number, unknown];

function abrir() {
  renderSecaoDoPortal(
    'formularios/escalas/:aplicacaoId',
    <Escala token={LINK} />,
    `formularios/escalas/${ID}`,
  );
  return userEvent.setup({ delay: null });
}

const pergunta = (n: number) => screen.getByRole('group', { name: `${n}. ${PHQ9.itens[n - 1]}` });

/** Picks option `valor` (its API text) on item `n`. */
async function marcar(user: ReturnType<typeof userEvent.setup>, n: number, valor: number) {
  await user.click(within(pergunta(n)).getByRole('radio', { name: OPCOES_ESCALA[valor].texto }));
}

describe('a scale on the patient page', () => {
  it('draws each item as a group of the four options with the API texts, and sends nothing until all are answered', async () => {
    const posts = api(() => respondida(false));
    const user = abrir();
    await screen.findByText(PHQ9.instrucao);
    expect(screen.getByRole('heading', { level: 1, name: PHQ9.nome })).toBeInTheDocument();
    for (let n = 1; n <= 9; n++) {
      const radios = within(pergunta(n)).getAllByRole('radio');
      expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(OPCOES_ESCALA.map((o) => o.texto));
    }
    expect(screen.getByTestId('progresso')).toHaveTextContent('0 de 9 respondidas');

    for (const n of [1, 2, 3]) await marcar(user, n, 1);
    expect(screen.getByTestId('progresso')).toHaveTextContent('3 de 9 respondidas');
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Falta responder as perguntas 4, 5, 6, 7, 8 e 9.',
    );
    // Focus goes to the first missing item, which says what it needs.
    const primeiraQueFalta = within(pergunta(4)).getByRole('radio', { name: OPCOES_ESCALA[0].texto });
    expect(primeiraQueFalta).toHaveFocus();
    expect(primeiraQueFalta).toHaveAccessibleDescription('Escolha uma resposta para esta pergunta.');

    for (const n of [4, 5, 6, 7, 9]) await marcar(user, n, 0);
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta responder a pergunta 8.');
    expect(posts).toEqual([]);
  });

  it('after an alerting answer shows the help at once, each contact a tel: link, focus on it', async () => {
    const posts = api(() => respondida(true));
    const user = abrir();
    await screen.findByText(PHQ9.instrucao);
    for (let n = 1; n <= 9; n++) await marcar(user, n, n === 9 ? 1 : 0);
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    const ajuda = await screen.findByRole('region', { name: 'Apoio a qualquer hora' });
    expect(posts).toEqual([[0, 0, 0, 0, 0, 0, 0, 0, 1]]);
    await waitFor(() => expect(ajuda).toHaveFocus());
    expect(ajuda).toHaveAccessibleDescription(AJUDA.mensagem);
    const links = within(ajuda).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['tel:188', 'tel:192', 'tel:11988776655']);
    expect(links[0]).toHaveAccessibleName(/CVV.*Ligar 188/);
    // Calm, not an error: nothing on the screen is an alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('thanks the patient and shows no score nor band', async () => {
    api(() => respondida(false));
    const user = abrir();
    await screen.findByText(PHQ9.instrucao);
    for (let n = 1; n <= 9; n++) await marcar(user, n, 3);
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await screen.findByText(MSG_ESCALAS.obrigado);
    const obrigado = screen.getByRole('status');
    expect(obrigado).toHaveTextContent('Enviado');
    await waitFor(() => expect(obrigado).toHaveFocus());
    const tela = document.body.textContent ?? '';
    expect(tela).not.toMatch(/pontua|faixa|resultado|\b27\b/i);
    for (const faixa of Object.values(FAIXA_LABELS)) expect(tela).not.toContain(faixa);
    expect(screen.queryByRole('region', { name: 'Apoio a qualquer hora' })).toBeNull();
  });

  it('answered already (409) or a wrong count (422): the message, and the choices stay', async () => {
    let status = 409;
    api(() =>
      status === 409
        ? [409, { message: MSG_ESCALAS.jaRespondida }]
        : [422, { message: MSG_ESCALAS.quantidadeDeRespostas(9, 8), errors: { respostas: ['x'] } }],
    );
    const user = abrir();
    await screen.findByText(PHQ9.instrucao);
    for (let n = 1; n <= 9; n++) await marcar(user, n, 2);
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_ESCALAS.jaRespondida);
    status = 422;
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Esta escala tem 9 perguntas: responda todas'),
    );
    expect(within(pergunta(9)).getByRole('radio', { name: OPCOES_ESCALA[2].texto })).toBeChecked();
    expect(screen.getByTestId('progresso')).toHaveTextContent('9 de 9 respondidas');
  });

  it('one answered or withdrawn says so, with no retry', async () => {
    api(() => respondida(false), false);
    abrir();
    expect(
      await screen.findByText('Este questionário já foi respondido ou não está mais disponível.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar aos formulários' })).toHaveAttribute(
      'href',
      '/portal/link-tok/formularios',
    );
  });
});
