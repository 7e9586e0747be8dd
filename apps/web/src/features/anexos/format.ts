import type { TipoAnexo } from '@consultorio/contracts/anexos';
import {
  type Icon,
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypeJpg,
  IconFileTypePdf,
  IconFileTypePng,
  IconFileTypeXls,
  IconGif,
} from '@tabler/icons-react';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const UNITS = ['KB', 'MB', 'GB'];

/** File sizes the Brazilian way: "820 bytes", "12,5 KB", "1,2 MB" (1 KB = 1024 bytes). */
export function formatTamanho(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${decimal.format(value)} ${UNITS[unit]}`;
}

/** One icon per file type (docs/product.md §8.8 types). */
export const ICONE_POR_TIPO: Record<TipoAnexo, Icon> = {
  pdf: IconFileTypePdf,
  jpg: IconFileTypeJpg,
  jpeg: IconFileTypeJpg,
  png: IconFileTypePng,
  gif: IconGif,
  doc: IconFileTypeDoc,
  docx: IconFileTypeDocx,
  xls: IconFileTypeXls,
  xlsx: IconFileTypeXls,
};

/** A colour family per kind of file, so the list reads at a glance (theme colours, never hex). */
export const COR_POR_TIPO: Record<TipoAnexo, string> = {
  pdf: 'red',
  jpg: 'grape',
  jpeg: 'grape',
  png: 'grape',
  gif: 'grape',
  doc: 'blue',
  docx: 'blue',
  xls: 'green',
  xlsx: 'green',
};
