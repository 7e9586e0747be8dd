import { formatCpf } from '@consultorio/contracts/br';
import {
  CATEGORIA_LABELS,
  ORIGEM_LABELS,
  STATUS_LANCAMENTO_LABELS,
  TIPO_LANCAMENTO_LABELS,
} from '@consultorio/contracts/financeiro';
import { FORMA_PAGAMENTO_LABELS } from '@consultorio/contracts/sessoes';
import { dataBr, hojeEm, mesDe } from '@consultorio/contracts/tempo';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { financeiros } from '../../db/schema.ts';
import { celulaSegura, linhasCsv } from '../../lib/csv.ts';
import { selecionarComPaciente, toLancamento } from './service.ts';

/** Columns of the CSV, in order (Portuguese headers, as the user reads them in a spreadsheet). */
export const COLUNAS_CSV = [
  'Data',
  'Data do pagamento',
  'Tipo',
  'Categoria',
  'Descrição',
  'Valor (R$)',
  'Situação',
  'Forma de pagamento',
  'Paciente',
  'Origem',
  'Pagador',
  'CPF do pagador',
  'CPF do beneficiário',
  'Dedutível no livro-caixa',
  'Observações',
] as const;

/** 1234.5 → "1234,50": decimal comma, no thousands separator (Excel pt-BR reads it as a number). */
const valorBr = (centavos: number): string => {
  const sinal = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sinal}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

/**
 * `GET /financeiros/exportar?ano=`: every entry of the year (by `data`) as CSV for Brazilian Excel — `;` separator,
 * decimal comma, dates dd/mm/aaaa, UTF-8 with BOM, CRLF line ends.
 */
export async function exportarCsv(
  ctx: AppContext,
  usuarioId: string,
  anoPedido: number | undefined,
): Promise<{ ano: number; csv: string; linhas: number }> {
  const ano = anoPedido ?? mesDe(hojeEm(await fusoDoUsuario(ctx.db, usuarioId))).ano;
  const rows = await selecionarComPaciente(ctx.db)
    .where(
      and(
        eq(financeiros.usuario_id, usuarioId),
        gte(financeiros.data, `${ano}-01-01`),
        lt(financeiros.data, `${ano + 1}-01-01`),
      ),
    )
    .orderBy(asc(financeiros.data), asc(financeiros.created_at), asc(financeiros.id));
  const linhas = rows.map(({ row, paciente_nome }) => {
    const l = toLancamento(row, paciente_nome);
    return [
      dataBr(l.data),
      l.data_pagamento ? dataBr(l.data_pagamento) : '',
      TIPO_LANCAMENTO_LABELS[l.tipo],
      CATEGORIA_LABELS[l.categoria],
      celulaSegura(l.descricao),
      valorBr(row.valor_centavos),
      STATUS_LANCAMENTO_LABELS[l.status],
      l.forma_pagamento ? FORMA_PAGAMENTO_LABELS[l.forma_pagamento] : '',
      celulaSegura(l.paciente_nome),
      l.tipo === 'receita' ? ORIGEM_LABELS[l.origem] : '',
      celulaSegura(l.pagador_nome),
      l.pagador_cpf ? formatCpf(l.pagador_cpf) : '',
      l.beneficiario_cpf ? formatCpf(l.beneficiario_cpf) : '',
      l.tipo === 'despesa' ? (l.dedutivel_livro_caixa ? 'Sim' : 'Não') : '',
      celulaSegura(l.observacoes),
    ];
  });
  const csv = linhasCsv([[...COLUNAS_CSV], ...linhas], true);
  return { ano, csv, linhas: linhas.length };
}
