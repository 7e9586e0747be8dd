import { describe, expect, it } from 'vitest';
import { textoArquivadosNaBusca } from './arquivadosNaBusca';

describe('textoArquivadosNaBusca', () => {
  it('says one archived patient or several', () => {
    expect(`${textoArquivadosNaBusca(1)} — ver Arquivados`).toBe(
      '1 paciente arquivado corresponde — ver Arquivados',
    );
    expect(`${textoArquivadosNaBusca(2)} — ver Arquivados`).toBe(
      '2 pacientes arquivados correspondem — ver Arquivados',
    );
  });
});
