import { CAMPOS_FICHA, type Formulario as FormularioApi } from '@consultorio/contracts/portal';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/browser';
import { comSessaoDoPortal, LINK, renderSecaoDoPortal } from '../../../test/portal';
import { Formulario } from './Formulario';

const ID = 'b3f0c1de-0000-4000-8000-000000000001';
const FICHA: FormularioApi = {
  id: ID,
  modelo: 'ficha_cadastral',
  titulo: 'Ficha cadastral',
  status: 'pendente',
  enviado_em: '2026-03-10T12:00:00.000Z',
  atualizado_em: null,
  respondido_em: null,
  aplicado_em: null,
  campos: CAMPOS_FICHA,
  respostas: { data_nascimento: '1990-03-05', telefone: '11988776655' },
};

comSessaoDoPortal();

/** The API of one form: drafts kept, a bad CPF refused on send (422 by field), then sent. */
function api() {
  const puts: Array<{ respostas: Record<string, unknown>; enviar: boolean }> = [];
  const fetch = mockFetch(async (path, init) => {
    if (path !== `/public/api/portal/formularios/${ID}`) return jsonResponse(200, { formularios: [] });
    if (init?.method !== 'PUT') return jsonResponse(200, { formulario: FICHA });
    const body = JSON.parse(String(init.body));
    puts.push(body);
    if (body.enviar && body.respostas.cpf === '111.111.111-11')
      return jsonResponse(422, {
        message: 'Confira os campos destacados do formulário.',
        errors: { cpf: ['CPF inválido.'], 'respostas.cpf': ['CPF inválido.'] },
      });
    const status = body.enviar ? 'respondido' : 'pendente';
    return jsonResponse(200, {
      formulario: { ...FICHA, status, respondido_em: body.enviar ? '2026-03-11T15:30:00.000Z' : null },
    });
  });
  return { fetch, puts };
}

function abrir() {
  renderSecaoDoPortal('formularios/:formularioId', <Formulario token={LINK} />, `formularios/${ID}`);
  return userEvent.setup({ delay: null });
}

describe('a form on the patient page', () => {
  it('draws the fields with the required ones marked, starting from the record', async () => {
    api();
    abrir();
    const nascimento = await screen.findByRole('textbox', { name: /^Data de nascimento/ });
    expect(nascimento).toHaveValue('05/03/1990');
    expect(nascimento).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Telefone \(com DDD\)/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^CPF$/ })).not.toBeRequired();
    expect(screen.getByRole('group', { name: 'Endereço' })).toBeInTheDocument();
    expect(screen.getByText(/Os campos marcados com \* são obrigatórios/)).toBeInTheDocument();
  });

  it('saves the draft by itself, shows the API error on the CPF field, then "Enviado"', async () => {
    const { puts } = api();
    const user = abrir();
    await user.type(await screen.findByRole('textbox', { name: 'Cidade' }), 'São Paulo');
    await screen.findByText(/^Rascunho guardado às/);
    expect(puts.at(-1)).toMatchObject({ enviar: false, respostas: { endereco: { cidade: 'São Paulo' } } });
    expect(puts.at(-1)?.respostas.data_nascimento).toBe('1990-03-05');

    await user.type(screen.getByRole('textbox', { name: /^CPF$/ }), '11111111111');
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    const cpf = screen.getByRole('textbox', { name: /^CPF$/ });
    await waitFor(() => expect(cpf).toHaveAttribute('aria-invalid', 'true'));
    expect(cpf).toHaveAccessibleDescription(/CPF inválido/);

    await user.clear(cpf);
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ enviar: true, respostas: { cpf: null } }));
    expect(await screen.findByText('Enviado')).toBeInTheDocument();
    expect(puts.at(-1)).toMatchObject({ enviar: true });
  });

  it('an incomplete date is said on its field and nothing is sent', async () => {
    const { puts } = api();
    const user = abrir();
    const nascimento = await screen.findByRole('textbox', { name: /^Data de nascimento/ });
    await user.clear(nascimento);
    await user.type(nascimento, '0503');
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(nascimento).toHaveAttribute('aria-invalid', 'true'));
    expect(puts.filter((p) => p.enviar)).toEqual([]);
  });
});
