import { textoEmv } from '@consultorio/contracts/cobrancas';
import { qrcode } from '../../lib/primeiro-uso.ts';

/*
 * The PIX "BR Code": an EMV QRCPS-MPM payload (Banco Central's "Manual de Padrões para Iniciação do Pix").
 * Each field is ID (2 digits) + length (2 digits) + value; the last field, 63, is the CRC16-CCITT of everything
 * before it including "6304". Pure functions, no I/O except the PNG rendering at the end.
 */

/** CRC16-CCITT (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR), 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field. The length counts characters, at most 99. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`ID de campo EMV inválido: ${id}`);
  if (value.length > 99) throw new Error(`Campo EMV ${id} maior que 99 caracteres.`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** ASCII without accents, only the characters the manual allows in name and city, cut to `max` (contracts). */
export { textoEmv };

export interface BrCodeInput {
  /** Amount in reais, rendered with two decimals (field 54); omitted when absent. */
  valor?: string;
  /** Merchant name (field 59, up to 25 characters) and city (field 60, up to 15). */
  nome: string;
  cidade: string;
  /**
   * Static code: the receiver's PIX key (26-01) and the txid in 62-05 (up to 25 alphanumeric characters).
   * Dynamic code: the PSP's location URL without the scheme (26-25); 62-05 is then "***".
   */
  chave?: string;
  location?: string;
  txid?: string;
  /** A one-time code (01 = "12"): set for dynamic codes. */
  unico?: boolean;
}

/** Builds the "copia e cola" text of a PIX charge. */
export function brCode(input: BrCodeInput): string {
  if (!input.chave === !input.location)
    throw new Error('Informe a chave (estático) ou a location (dinâmico).');
  const conta = input.location
    ? tlv('00', 'br.gov.bcb.pix') + tlv('25', input.location.replace(/^https?:\/\//, ''))
    : tlv('00', 'br.gov.bcb.pix') + tlv('01', input.chave as string);
  const txid = input.location ? '***' : (input.txid ?? '***');
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) {
    throw new Error('O txid de um código estático tem de 1 a 25 letras ou dígitos.');
  }
  const body = [
    tlv('00', '01'),
    input.unico ? tlv('01', '12') : '',
    tlv('26', conta),
    tlv('52', '0000'),
    tlv('53', '986'),
    input.valor !== undefined ? tlv('54', input.valor) : '',
    tlv('58', 'BR'),
    tlv('59', textoEmv(input.nome, 25)),
    tlv('60', textoEmv(input.cidade, 15)),
    tlv('62', tlv('05', txid)),
    '6304',
  ].join('');
  return body + crc16(body);
}

/** Reads a payload back into its top-level fields (and checks the CRC); for tests and diagnostics. */
export function lerBrCode(code: string): { campos: Record<string, string>; crcValido: boolean } {
  const campos: Record<string, string> = {};
  let i = 0;
  while (i < code.length) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || Number.isNaN(len)) throw new Error(`BR Code malformado na posição ${i}.`);
    campos[id] = code.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  const crcValido = campos['63'] === crc16(code.slice(0, -4));
  return { campos, crcValido };
}

/** Sub-fields of a template field (26, 62). */
export const subcampos = (value: string): Record<string, string> => lerBrCode(value).campos;

/** The QR image of the code, as a `data:image/png;base64,…` URL (the `qrcode` library, error correction M). */
export const qrCodePng = async (code: string): Promise<string> =>
  (await qrcode()).toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' });

/** Two decimals with a dot, as field 54 and the PSP API expect. */
export const valorTexto = (centavos: number): string =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
