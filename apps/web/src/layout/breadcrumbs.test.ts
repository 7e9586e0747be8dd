import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumb labels (docs/product.md §3.3)', () => {
  it('names each route in Portuguese, parents linked', () => {
    expect(breadcrumbsFor('/configuracoes')).toEqual([{ label: 'Gerenciar Plano' }]);
    expect(breadcrumbsFor('/pacientes/editar/3f2a')).toEqual([
      { label: 'Pacientes', to: '/pacientes' },
      { label: 'Editar paciente' },
    ]);
    expect(breadcrumbsFor('/financeiro/novo').map((c) => c.label)).toEqual([
      'Gestão Financeira',
      'Novo lançamento',
    ]);
    expect(breadcrumbsFor('/pacientes/arquivados')).toEqual([
      { label: 'Pacientes', to: '/pacientes' },
      { label: 'Arquivados' },
    ]);
    expect(breadcrumbsFor('/pacientes/importar')).toEqual([
      { label: 'Pacientes', to: '/pacientes' },
      { label: 'Importar planilha' },
    ]);
    expect(breadcrumbsFor('/upgrade').map((c) => c.label)).toEqual(['Gerenciar Plano', 'Upgrade do plano']);
    expect(breadcrumbsFor('/carne-leao/escrituracao')).toEqual([
      { label: 'Carnê-Leão', to: '/carne-leao' },
      { label: 'Escrituração e Receita Saúde' },
    ]);
  });

  it('has nothing for an unknown path (only the home icon shows)', () => {
    expect(breadcrumbsFor('/qualquer-coisa')).toEqual([]);
  });
});
