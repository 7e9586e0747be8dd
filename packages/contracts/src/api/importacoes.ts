import {
  exportarPacientesQuerySchema,
  importacaoIdParamsSchema,
  importacaoMapeamentoSchema,
  importacaoResponseSchema,
  resultadoImportacaoResponseSchema,
} from '../importacoes.ts';
import { arquivo, campoArquivo, declarar } from './endpoint.ts';

const tag = 'importacoes';
const acesso = 'sessao' as const;
const params = importacaoIdParamsSchema;

/**
 * Patients in and out by spreadsheet (docs/product.md §8.3.1). The secretária registers patients, so she may import
 * them; taking the whole list out is the titular's act (docs/decisions/0059-spreadsheet-import.md).
 */
export const importacoesApi = declarar({
  'importacoes.pacientes': {
    method: 'POST',
    path: 'importacoes/pacientes',
    operationId: 'lerPlanilhaDePacientes',
    summary: 'Lê uma planilha de pacientes (CSV ou XLSX) e devolve a prévia da importação, sem salvar nada.',
    description: 'A prévia vale por uma hora.',
    tag,
    acesso,
    secretaria: 'sim',
    plano: { write: true },
    multipart: {
      arquivo: campoArquivo(
        'A planilha: `.csv` (UTF-8 ou Latin-1, separado por `;`, `,` ou tabulação) ou `.xlsx` (primeira aba), ' +
          'até 5 MB e 5.000 linhas.',
      ),
    },
    responses: { 200: importacaoResponseSchema },
    erros: [413, 415],
  },
  'importacoes.mapear': {
    method: 'PUT',
    path: 'importacoes/:id',
    operationId: 'mapearColunasDaImportacao',
    summary: 'Troca a coluna de um ou mais campos e devolve a prévia refeita.',
    tag,
    acesso,
    secretaria: 'sim',
    plano: { write: true },
    params,
    body: importacaoMapeamentoSchema,
    responses: { 200: importacaoResponseSchema },
    erros: [409],
  },
  'importacoes.confirmar': {
    method: 'POST',
    path: 'importacoes/:id/confirmar',
    operationId: 'confirmarImportacao',
    summary:
      'Cadastra as linhas válidas como pacientes; pula quem já é paciente (mesmo CPF ou e-mail) e respeita o limite do plano.',
    tag,
    acesso,
    secretaria: 'sim',
    plano: { write: true },
    params,
    body: importacaoMapeamentoSchema,
    responses: { 200: resultadoImportacaoResponseSchema },
    erros: [409],
  },
  'importacoes.erros': {
    method: 'GET',
    path: 'importacoes/:id/erros',
    operationId: 'baixarLinhasComErro',
    summary: 'Devolve, em CSV, as linhas da planilha que não foram importadas, com o motivo de cada uma.',
    tag,
    acesso,
    secretaria: 'sim',
    params,
    responses: { 200: arquivo('text/csv', 'CSV: as colunas da planilha, mais "Linha" e "Motivo".') },
  },
  'pacientes.exportar': {
    method: 'GET',
    path: 'pacientes/exportar',
    operationId: 'exportarPacientes',
    summary: 'Exporta todos os pacientes com os dados de cadastro (sem texto clínico), em XLSX ou CSV.',
    tag: 'pacientes',
    acesso,
    secretaria: 'nao',
    query: exportarPacientesQuerySchema,
    responses: {
      200: arquivo(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'XLSX (ou CSV com `formato=csv`: separador ";", UTF-8 com BOM).',
      ),
    },
  },
});
