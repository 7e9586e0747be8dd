import { z } from 'zod';
import {
  calculoResponseSchema,
  calculosListResponseSchema,
  carneLeaoCalculoInputSchema,
  carneLeaoListQuerySchema,
  tributosResponseSchema,
} from '../carne-leao.ts';
import { idParamsSchema, okSchema } from '../common.ts';
import { arquivo, declarar } from './endpoint.ts';

const tag = 'carne-leao';
const acesso = 'sessao' as const;
const params = idParamsSchema;
const plano = { feature: 'essencial' } as const;

/** The monthly Carnê-Leão (docs/carne-leao.md). */
export const carneLeaoApi = declarar({
  'carneLeao.tributos': {
    method: 'GET',
    path: 'tributos',
    operationId: 'obterTabelasTributos',
    summary: 'Devolve as tabelas do IRPF usadas no Carnê-Leão.',
    tag,
    acesso,
    plano,
    responses: { 200: tributosResponseSchema },
  },
  'carneLeao.simular': {
    method: 'POST',
    path: 'carne-leao/simular',
    operationId: 'simularCarneLeao',
    summary: 'Simula o Carnê-Leão de um mês sem guardar o cálculo.',
    tag,
    acesso,
    plano,
    body: carneLeaoCalculoInputSchema,
    responses: { 200: calculoResponseSchema },
  },
  'carneLeao.calcular': {
    method: 'POST',
    path: 'carne-leao/calcular',
    operationId: 'calcularCarneLeao',
    summary: 'Calcula e guarda o Carnê-Leão de um mês.',
    tag,
    acesso,
    plano,
    body: carneLeaoCalculoInputSchema,
    responses: { 200: calculoResponseSchema },
  },
  'carneLeao.list': {
    method: 'GET',
    path: 'carne-leao',
    operationId: 'listarCarneLeao',
    summary: 'Lista os cálculos do Carnê-Leão de um ano.',
    tag,
    acesso,
    plano,
    query: carneLeaoListQuerySchema,
    responses: { 200: calculosListResponseSchema },
  },
  'carneLeao.get': {
    method: 'GET',
    path: 'carne-leao/:id',
    operationId: 'obterCarneLeao',
    summary: 'Devolve um cálculo do Carnê-Leão.',
    tag,
    acesso,
    plano,
    params,
    responses: { 200: calculoResponseSchema },
  },
  'carneLeao.exportarPdf': {
    method: 'POST',
    path: 'carne-leao/:id/exportar-pdf',
    operationId: 'exportarCarneLeao',
    summary: 'Gera o PDF de um cálculo do Carnê-Leão.',
    tag,
    acesso,
    plano,
    params,
    responses: { 200: calculoResponseSchema.extend({ message: z.string() }) },
  },
  'carneLeao.downloadPdf': {
    method: 'GET',
    path: 'carne-leao/:id/download-pdf',
    operationId: 'baixarCarneLeao',
    summary: 'Baixa o PDF de um cálculo do Carnê-Leão.',
    tag,
    acesso,
    plano,
    params,
    responses: { 200: arquivo('application/pdf', 'Demonstrativo em PDF, para download.') },
  },
  'carneLeao.delete': {
    method: 'DELETE',
    path: 'carne-leao/:id',
    operationId: 'excluirCarneLeao',
    summary: 'Exclui um cálculo do Carnê-Leão.',
    tag,
    acesso,
    plano,
    params,
    responses: { 200: okSchema },
  },
});
