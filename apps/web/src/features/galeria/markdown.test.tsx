import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import readme from '../../../../../README.md?raw';
import { ancora, Markdown } from './Markdown';

afterEach(cleanup);

const mostrar = (texto: string, nivelBase?: number) =>
  render(
    <MantineProvider>
      <Markdown texto={texto} nivelBase={nivelBase} />
    </MantineProvider>,
  );

describe('the README renderer of /documentation', () => {
  it('renders headings one level under the page, with anchors, paragraphs and lists', () => {
    mostrar(
      [
        '# Título',
        'Uma linha',
        'e a seguinte.',
        '',
        '## 10. Performance budgets',
        '',
        '- um item',
        '  que continua',
        '- outro',
        '',
        '1. primeiro',
        '2. segundo',
      ].join('\n'),
      4,
    );
    const titulo = screen.getByRole('heading', { name: 'Título' });
    expect(titulo.tagName).toBe('H4');
    expect(titulo).toHaveAttribute('id', 'readme-título');
    const secao = screen.getByRole('heading', { name: '10. Performance budgets' });
    expect(secao.tagName).toBe('H5');
    expect(secao).toHaveAttribute('id', 'readme-10-performance-budgets');
    expect(screen.getByText('Uma linha e a seguinte.').tagName).toBe('P');
    const [marcadores, numerados] = screen.getAllByRole('list');
    expect(marcadores.tagName).toBe('UL');
    expect(
      within(marcadores)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['um item que continua', 'outro']);
    expect(numerados.tagName).toBe('OL');
    expect(within(numerados).getAllByRole('listitem')).toHaveLength(2);
    expect(ancora('10. Performance budgets')).toBe('10-performance-budgets');
  });

  it('renders fenced code as one block, inline code, and tables with an escaped pipe', () => {
    const { container } = mostrar(
      [
        'Rode `npm start`.',
        '',
        '```bash',
        'npm ci',
        'npm start',
        '```',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | `x \\| y` |',
      ].join('\n'),
    );
    const blocos = container.querySelectorAll('pre');
    expect(blocos).toHaveLength(1);
    expect(blocos[0]).toHaveTextContent(/^npm ci\s+npm start$/);
    expect(blocos[0].querySelectorAll('code')).toHaveLength(0);
    expect(screen.getByText('npm start', { selector: 'p code' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'a' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'x | y' })).toBeInTheDocument();
  });

  it('keeps HTML as text and draws links by kind', () => {
    const { container } = mostrar(
      'Veja **isto**, [o site](https://exemplo.com.br), [a seção](#quick-start), ' +
        '[um arquivo](docs/product.md), [um script](javascript:alert(1)) e <img src=x onerror=alert(1)>.\n\n' +
        '<script>alert(2)</script>',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('isto');
    const site = screen.getByRole('link', { name: 'o site' });
    expect(site).toHaveAttribute('href', 'https://exemplo.com.br');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'a seção' })).toHaveAttribute('href', '#readme-quick-start');
    expect(screen.queryByRole('link', { name: 'um arquivo' })).toBeNull();
    expect(screen.getByText(/um arquivo/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'um script' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
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
