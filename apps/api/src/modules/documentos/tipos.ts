import type { Documento } from '@consultorio/contracts/documentos';
import type { Endereco } from '@consultorio/contracts/pessoa';

/**
 * What a document's files (PDF, delivery receipt, signed PDF) are made of: the document decrypted, the person seen
 * and the author's letterhead (docs/product.md §14). Loaded by `documentoParaArquivo` (service.ts) for its owner only.
 */
export interface DocumentoParaArquivo {
  documento: Documento;
  paciente: {
    /** The name printed: the social name when given, else the civil name. */
    nome: string;
  };
  profissional: {
    nome: string;
    crp: string;
    email: string;
    telefone: string;
    endereco: Endereco | null;
  };
  /** The practice's time zone (the date printed beside the place is `documento.data`). */
  fuso: string;
}
