/** Brazilian document and phone rules, shared by the API (validation) and the web (forms, masks). */

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** The one minus sign of negative money, in print and on screen (U+2212, before the currency: −R$ 80,00). */
export const SINAL_NEGATIVO = '\u2212';

/** CPF check digits (Receita Federal algorithm); CPFs with all digits equal are refused. */
export function isValidCpf(value: string): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(cpf[i]) * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/** CNPJ check digits (Receita Federal algorithm, weights 5…2 then 9…2); CNPJs with all digits equal are refused. */
export function isValidCnpj(value: string): boolean {
  const cnpj = onlyDigits(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digit = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(cnpj[i]) * (((len - 1 - i) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(cnpj[12]) && digit(13) === Number(cnpj[13]);
}

export const formatCpf = (value: string): string =>
  onlyDigits(value).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** CRP: two-digit region 01–24, a slash, then the registration number (e.g. 06/123456). */
export const CRP_PATTERN = /^(\d{2})\/(\d{3,6})$/;
export function isValidCrp(value: string): boolean {
  const match = CRP_PATTERN.exec(value.trim());
  if (!match) return false;
  const region = Number(match[1]);
  return region >= 1 && region <= 24;
}

/** Valid Brazilian area codes (DDD), as assigned by Anatel. */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Brazilian phone with DDD: landline (10 digits) or mobile (11 digits starting with 9 after the DDD). */
export function isValidTelefone(value: string): boolean {
  let digits = onlyDigits(value);
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
  if (!DDDS.has(Number(digits.slice(0, 2)))) return false;
  if (digits.length === 11) return digits[2] === '9';
  if (digits.length === 10) return /[2-5]/.test(digits[2]);
  return false;
}

export function normalizeTelefone(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
}

export const formatTelefone = (value: string): string => {
  const d = onlyDigits(value);
  if (d.length === 11) return d.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (d.length === 10) return d.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  return value;
};

export const isValidCep = (value: string): boolean => onlyDigits(value).length === 8;

/** "01310100" → "01310-100" (a spreadsheet keeps it as text, with its leading zero); other text as it is. */
export const formatCep = (value: string): string => {
  const d = onlyDigits(value);
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
};

/** Honorifics that open a name ("Dra. Helena Martins"): the greeting keeps them with the name that follows. */
const TITULOS = /^(dr|dra|prof|profa|sr|sra|srta)\.?$/i;

/** How a person is greeted: "Helena Martins" → "Helena"; "Dra. Helena Martins" → "Dra. Helena". */
export function primeiroNome(nome: string): string {
  const partes = nome.trim().split(/\s+/);
  const [primeira = '', segunda] = partes;
  return TITULOS.test(primeira) && segunda ? `${primeira} ${segunda}` : primeira;
}
