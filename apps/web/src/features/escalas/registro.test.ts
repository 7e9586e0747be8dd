import { describe, expect, it } from 'vitest';
import { registroVazio, validarRegistro } from './registro';

const HOJE = '2026-12-02';

describe('the paper form of a scale', () => {
  it('sends nothing until every item is answered, and names the items missing', () => {
    const v = registroVazio('phq9');
    v.respostas = [1, 1, null, 1, 1, 1, 1, 1, null];
    const r = validarRegistro(v, HOJE);
    expect(r.corpo).toBeNull();
    expect(r.resumo).toBe('Responda todas as 9 perguntas: faltam os itens 3 e 9.');
    expect(r.itens).toEqual({ 2: 'Escolha a resposta do item 3.', 8: 'Escolha a resposta do item 9.' });

    v.respostas[2] = 0;
    expect(validarRegistro(v, HOJE).resumo).toBe('Responda todas as 9 perguntas: falta o item 9.');
    expect(validarRegistro(registroVazio('gad7'), HOJE).resumo).toBe(
      'Responda todas as 7 perguntas: faltam os itens 1, 2, 3, 4, 5, 6 e 7.',
    );
  });

  it('an answer of 0 ("Nenhuma vez") counts as answered', () => {
    const v = { ...registroVazio('gad7'), respostas: [0, 0, 0, 0, 0, 0, 0] };
    expect(validarRegistro(v, HOJE)).toMatchObject({
      corpo: { escala: 'gad7', respostas: [0, 0, 0, 0, 0, 0, 0] },
      resumo: null,
      itens: {},
    });
    expect(validarRegistro(v, HOJE).corpo).not.toHaveProperty('data');
  });

  it('takes a past day as YYYY-MM-DD and refuses a future or impossible one', () => {
    const v = { ...registroVazio('gad7'), respostas: [1, 2, 3, 0, 1, 2, 3] };
    expect(validarRegistro({ ...v, data: '25/11/2026' }, HOJE).corpo).toMatchObject({ data: '2026-11-25' });
    expect(validarRegistro({ ...v, data: '03/12/2026' }, HOJE)).toMatchObject({
      corpo: null,
      data: 'A data da aplicação não pode ser no futuro.',
    });
    expect(validarRegistro({ ...v, data: '31/02/2026' }, HOJE).corpo).toBeNull();
    expect(validarRegistro({ ...v, data: '31/02/2026' }, HOJE).data).toMatch(/data/i);
  });
});
