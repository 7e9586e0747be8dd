import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import readme from '../../../../../README.md?raw';
import { ancora, blocos, Markdown } from './Markdown';

afterEach(cleanup);

const mostrar = (texto: string) =>
  render(
    <MantineProvider>
      <Markdown texto={texto} />
    </MantineProvider>,
  );

describe('the README renderer of /documentation', () => {
  it('splits headings, paragraphs, lists with continued lines, code and tables', () => {
    const b = blocos(
      [
        '# Título',
        'Uma linha',
        'e a seguinte.',
        '',
        '- um item',
        '  que continua',
        '- outro',
        '',
        '```bash',
        'npm start',
        '```',
        '| a | b |',
        '|---|---|',
        '| 1 | `x \\| y` |',
      ].join('\n'),
    );
    expect(b).toEqual([
      { tipo: 'titulo', nivel: 1, texto: 'Título' },
      { tipo: 'paragrafo', texto: 'Uma linha e a seguinte.' },
      { tipo: 'lista', ordenada: false, itens: ['um item que continua', 'outro'] },
      { tipo: 'codigo', texto: 'npm start', linguagem: 'bash' },
      { tipo: 'tabela', cabecalho: ['a', 'b'], linhas: [['1', '`x | y`']] },
    ]);
    expect(ancora('10. Performance budgets')).toBe('10-performance-budgets');
  });

  it('renders text as elements (HTML in the text stays text) with links by kind', () => {
    const { container } = mostrar(
      'Veja **isto** e `código`, [o site](https://exemplo.com.br), [a seção](#quick-start), ' +
        '[um arquivo](docs/product.md) e <img src=x onerror=alert(1)>.',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('isto');
    expect(container.querySelector('code')).toHaveTextContent('código');
    const site = screen.getByRole('link', { name: 'o site' });
    expect(site).toHaveAttribute('href', 'https://exemplo.com.br');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'a seção' })).toHaveAttribute('href', '#readme-quick-start');
    expect(screen.queryByRole('link', { name: 'um arquivo' })).toBeNull();
    expect(screen.getByText(/um arquivo/)).toBeInTheDocument();
  });

  it("renders the repository's README: its headings, configuration table and commands", () => {
    mostrar(readme);
    expect(screen.getByRole('heading', { name: 'Quick start' })).toHaveAttribute('id', 'readme-quick-start');
    expect(screen.getByRole('heading', { name: 'Configuration' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'variable' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'DATABASE_URL' })).toBeInTheDocument();
    expect(screen.getAllByText(/npm start/).length).toBeGreaterThan(0);
  });
});
