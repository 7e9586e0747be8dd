import type { CarneLeaoAnual, MesAnual } from '@consultorio/contracts/carne-leao';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, stubBrowser } from '../../test/browser';
import { renderWithProviders } from '../../test/render';
import { ResumoAnual } from './ResumoAnual';

const mes = (n: number, over: Partial<MesAnual> = {}): MesAnual => ({
  mes: n,
  rendimentos_pf: 0,
  rendimentos_ex: 0,
  livro_caixa: 0,
  total_deducoes: 607.2,
  modo_aplicado: 'simplificado',
  base_calculo: 0,
  imposto_devido: 0,
  darf: { codigo: '0190', vencimento: `2026-${String(n + 1).padStart(2, '0')}-28`, valor: 0 },
  calculo_id: null,
  ...over,
});

const RESUMO: CarneLeaoAnual = {
  ano: 2026,
  meses: Array.from({ length: 12 }, (_, i) =>
    i === 2
      ? mes(3, { rendimentos_pf: 5010, imposto_devido: 3.58, calculo_id: 'c-marco' })
      : i === 3
        ? mes(4, {
            rendimentos_pf: 6200,
            rendimentos_ex: 1000,
            imposto_devido: 449.9,
            darf: { codigo: '0190', vencimento: '2026-05-29', valor: 453.48 },
          })
        : mes(i + 1),
  ),
  totais: {
    rendimentos_pf: 11210,
    rendimentos_ex: 1000,
    livro_caixa: 0,
    imposto_devido: 453.48,
    darf: 453.48,
  },
  pagadores: [
    { cpf: '52998224725', nome: 'Bruno Lima', total: 6000, quantidade: 1 },
    { cpf: null, nome: null, total: 200, quantidade: 1 },
  ],
};

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ResumoAnual (docs/carne-leao.md §8)', () => {
  it('shows the twelve months, the totals, the DARF notes and the payers, with headers per cell', async () => {
    const fetch = mockFetch(() => jsonResponse(200, RESUMO));
    renderWithProviders(<ResumoAnual ano={2026} />);
    const meses = await screen.findByRole('table', { name: /Carnê-Leão de 2026 mês a mês/ });
    expect(String(fetch.mock.calls[0][0])).toBe('/public/api/carne-leao/anual?ano=2026');
    // 12 months + the header and the totals row.
    expect(within(meses).getAllByRole('row')).toHaveLength(14);
    const abril = within(meses).getByRole('rowheader', { name: 'Abril' }).closest('tr') as HTMLElement;
    expect(abril).toHaveTextContent(
      /R\$\s6\.200,00.*R\$\s1\.000,00.*R\$\s449,90.*R\$\s453,48.*até 29\/05\/2026/,
    );
    const marco = within(meses).getByRole('rowheader', { name: /Março/ }).closest('tr') as HTMLElement;
    expect(marco).toHaveTextContent('abaixo de R$ 10,00');
    expect(within(marco).getByRole('link', { name: 'Ver o cálculo salvo de março de 2026' })).toHaveAttribute(
      'href',
      '/carne-leao/detalhes/c-marco',
    );
    const total = within(meses).getByRole('rowheader', { name: 'Total do ano' }).closest('tr') as HTMLElement;
    expect(total).toHaveTextContent(/R\$\s11\.210,00/);

    const pagadores = screen.getByRole('table', { name: /por CPF do pagador/ });
    expect(within(pagadores).getByRole('rowheader', { name: 'Bruno Lima' }).closest('tr')).toHaveTextContent(
      /529\.982\.247-25.*1.*R\$\s6\.000,00/,
    );
    expect(
      within(pagadores).getByRole('rowheader', { name: 'Pagamentos sem o CPF do pagador' }).closest('tr'),
    ).toHaveTextContent('CPF não informado');
  });

  it('downloads the year’s PDF under its name', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    // jsdom does not navigate: record the file name the download link carries instead.
    const nomes: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nomes.push(this.download);
    });
    const fetch = mockFetch((path) =>
      path.endsWith('.pdf')
        ? new Response('%PDF', { headers: { 'content-type': 'application/pdf' } })
        : jsonResponse(200, RESUMO),
    );
    renderWithProviders(<ResumoAnual ano={2026} />);
    fireEvent.click(screen.getByRole('button', { name: 'Baixar resumo anual (PDF)' }));
    await waitFor(() => expect(nomes).toEqual(['carne-leao-anual-2026.pdf']));
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/public/api/carne-leao/anual.pdf?ano=2026');
  });
});
