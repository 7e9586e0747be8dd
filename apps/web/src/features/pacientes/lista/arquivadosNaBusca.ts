/**
 * The note under a search that archived patients match too (`arquivados_correspondentes` of `GET /pacientes`;
 * docs/decisions/0078-archived-patients-read-only.md), before its link "ver Arquivados".
 */
export const textoArquivadosNaBusca = (n: number): string =>
  n === 1 ? '1 paciente arquivado corresponde' : `${n} pacientes arquivados correspondem`;
