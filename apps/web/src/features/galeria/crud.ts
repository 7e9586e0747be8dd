import { onlyDigits } from '@consultorio/contracts/br';
import { STATUS_TRATAMENTO_LABELS } from '@consultorio/contracts/pacientes';
import type { PacienteExemplo } from './dados';

/** The CRUD page's rules, kept apart from the screen so the tests read them directly. */

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Search as the patients' list does: name or e-mail (accents and case ignored) or CPF digits. */
export function filtrar(lista: PacienteExemplo[], busca: string): PacienteExemplo[] {
  const termo = semAcento(busca.trim());
  if (!termo) return lista;
  const digitos = onlyDigits(termo);
  return lista.filter(
    (p) =>
      semAcento(p.nome).includes(termo) ||
      semAcento(p.email).includes(termo) ||
      (digitos.length >= 3 && onlyDigits(p.cpf).includes(digitos)),
  );
}

/** 1234.5 → "1234,50": decimal comma, no thousands separator (Excel pt-BR reads it as a number). */
const valorBr = (valor: number) => valor.toFixed(2).replace('.', ',');

/** A cell: formulas neutralised (CSV injection), quoted when it holds the separator, a quote or a line break. */
function celula(valor: string): string {
  const seguro = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

export const COLUNAS_CSV = ['Nome', 'CPF', 'Telefone', 'E-mail', 'Status', 'Valor da sessão (R$)'] as const;

/** The list as CSV for Brazilian Excel, as the finance export: `;`, decimal comma, UTF-8 with BOM, CRLF. */
export function paraCsv(lista: PacienteExemplo[]): string {
  const linhas = [
    [...COLUNAS_CSV],
    ...lista.map((p) => [
      p.nome,
      p.cpf,
      p.telefone,
      p.email,
      STATUS_TRATAMENTO_LABELS[p.status],
      valorBr(p.valorSessao),
    ]),
  ];
  return `\ufeff${linhas.map((l) => l.map(celula).join(';')).join('\r\n')}\r\n`;
}

/** Saves `conteudo` as a file through the browser (nothing goes to the server). */
export function baixarArquivo(nome: string, conteudo: string, tipo = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([conteudo], { type: tipo }));
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
