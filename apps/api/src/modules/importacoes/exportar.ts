import { formatCep, formatCpf, formatTelefone } from '@consultorio/contracts/br';
import {
  CAMPOS_IMPORTACAO,
  type CampoImportacao,
  type FormatoExportacao,
} from '@consultorio/contracts/importacoes';
import {
  FREQUENCIA_LABELS,
  type Frequencia,
  MODALIDADE_LABELS,
  type Modalidade,
  STATUS_TRATAMENTO_LABELS,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import { dataBr } from '@consultorio/contracts/tempo';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { AppContext } from '../../context.ts';
import type { pacientes } from '../../db/schema.ts';
import { celulaSegura, linhasCsv } from '../../lib/csv.ts';
import { pacientesDaLista } from '../pacientes/lista.ts';

/*
 * `GET /pacientes/exportar` (docs/product.md §8.3.1): every patient in the list with the registration fields, in the
 * import's own columns (so the file can be imported elsewhere, or back), never the clinical text (the notes stay
 * out). XLSX (write-excel-file) or CSV for Brazilian Excel. The XLSX writes text as text cells (a text cell is never
 * run as a formula), so a name starting with = stays as typed; in the CSV, where every cell is typed anew, such text
 * gets a leading ' (lib/csv.ts), which the import drops again (docs/decisions/0059-spreadsheet-import.md).
 */

const COLUNAS = CAMPOS_IMPORTACAO.filter((c) => c.campo !== 'observacoes');

type Linha = typeof pacientes.$inferSelect;
type Celula = string | number | Date | null;

function valor(p: Linha, campo: CampoImportacao, formato: FormatoExportacao): Celula {
  const texto = (v: string | null | undefined) => (v ? (formato === 'csv' ? celulaSegura(v) : v) : null);
  const data = (v: string | null) =>
    v ? (formato === 'xlsx' ? new Date(`${v}T00:00:00Z`) : dataBr(v)) : null;
  switch (campo) {
    case 'data_nascimento':
      return data(p.data_nascimento);
    case 'data_inicio':
      return data(p.data_inicio);
    case 'cpf':
      return p.cpf ? formatCpf(p.cpf) : null;
    case 'telefone':
      return formatTelefone(p.telefone);
    case 'valor_sessao': {
      const c = p.valor_sessao_centavos;
      if (c === null) return null;
      return formato === 'xlsx' ? c / 100 : (c / 100).toFixed(2).replace('.', ',');
    }
    case 'modalidade':
      return p.modalidade ? MODALIDADE_LABELS[p.modalidade as Modalidade] : null;
    case 'frequencia':
      return p.frequencia ? FREQUENCIA_LABELS[p.frequencia as Frequencia] : null;
    case 'status_tratamento':
      return STATUS_TRATAMENTO_LABELS[p.status_tratamento as StatusTratamento];
    case 'endereco.cep':
      return p.endereco?.cep ? formatCep(p.endereco.cep) : null;
    case 'responsavel.cpf':
      return p.responsavel?.cpf ? formatCpf(p.responsavel.cpf) : null;
    case 'responsavel.telefone':
      return p.responsavel?.telefone ? formatTelefone(p.responsavel.telefone) : null;
    case 'contato_emergencia.telefone':
      return p.contato_emergencia?.telefone ? formatTelefone(p.contato_emergencia.telefone) : null;
    case 'observacoes':
      return null;
    default: {
      const [grupo, sub] = campo.split('.') as [keyof Linha, string | undefined];
      const v = p[grupo];
      if (sub) return texto((v as Record<string, string | null> | null)?.[sub]);
      return texto(v as string | null);
    }
  }
}

export async function exportarPacientes(
  ctx: AppContext,
  usuarioId: string,
  formato: FormatoExportacao,
): Promise<{ corpo: Buffer | string; linhas: number }> {
  const rows = await pacientesDaLista(ctx.db, usuarioId);
  const cabecalho = COLUNAS.map((c) => c.rotulo);
  const linhas = rows.map((p) => COLUNAS.map((c) => valor(p, c.campo, formato)));
  if (formato === 'csv') {
    const texto = linhas.map((l) => l.map((c) => (c === null ? '' : String(c))));
    return { corpo: linhasCsv([cabecalho, ...texto], true), linhas: rows.length };
  }
  const folha: SheetData = [
    cabecalho.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...linhas.map((l) =>
      l.map((value, i) =>
        COLUNAS[i].campo === 'valor_sessao' && typeof value === 'number'
          ? { value, format: '#,##0.00' }
          : value,
      ),
    ),
  ];
  const corpo = await writeXlsxFile(folha, {
    sheet: 'Pacientes',
    dateFormat: 'dd/mm/yyyy',
    stickyRowsCount: 1,
    columns: COLUNAS.map((c) => ({ width: Math.max(12, c.rotulo.length + 2) })),
  }).toBuffer();
  return { corpo, linhas: rows.length };
}
