import { encodeExtended } from 'content-disposition';

/**
 * `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266): the exact name for browsers that read RFC 8187
 * (encoded by the `content-disposition` package) and a readable ASCII one for the rest — accents dropped, anything
 * else that could break the header replaced by "_".
 */
export function contentDisposition(nome: string, tipo: 'attachment' | 'inline' = 'attachment'): string {
  const ascii =
    nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\;]/g, '_')
      .trim() || 'arquivo';
  return `${tipo}; filename="${ascii}"; filename*=${encodeExtended(nome)}`;
}
