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
