import { Anchor, Blockquote, Code, List, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './galeria.module.css';

/**
 * A small Markdown renderer for the repository's README on /documentation: headings, paragraphs, lists, fenced
 * code, tables, block quotes, and inline code, bold, italics and links. It builds React elements (never HTML
 * strings), so nothing in the text can run. Links to repository files (docs/…) have no page in the app and show
 * as text; `#anchors` lead to the headings here; web addresses open in a new tab.
 */

export type Bloco =
  | { tipo: 'titulo'; nivel: number; texto: string }
  | { tipo: 'paragrafo'; texto: string }
  | { tipo: 'codigo'; texto: string; linguagem: string }
  | { tipo: 'lista'; ordenada: boolean; itens: string[] }
  | { tipo: 'citacao'; texto: string }
  | { tipo: 'tabela'; cabecalho: string[]; linhas: string[][] };

const celulas = (linha: string) =>
  linha
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));

const ITEM = /^\s{0,3}([-*+]|\d+[.)])\s+(.*)$/;

/** Splits the text into blocks. */
export function blocos(markdown: string): Bloco[] {
  const linhas = markdown.replace(/\r\n?/g, '\n').split('\n');
  const saida: Bloco[] = [];
  let i = 0;
  while (i < linhas.length) {
    const linha = linhas[i];
    if (linha.trim() === '') {
      i++;
      continue;
    }
    const cerca = /^\s*(```|~~~)\s*([\w-]*)/.exec(linha);
    if (cerca) {
      const fim = cerca[1];
      const corpo: string[] = [];
      i++;
      while (i < linhas.length && !linhas[i].trim().startsWith(fim)) corpo.push(linhas[i++]);
      i++;
      saida.push({ tipo: 'codigo', texto: corpo.join('\n'), linguagem: cerca[2] });
      continue;
    }
    const titulo = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(linha);
    if (titulo) {
      saida.push({ tipo: 'titulo', nivel: titulo[1].length, texto: titulo[2] });
      i++;
      continue;
    }
    if (linha.trim().startsWith('|') && /^\s*\|?[\s:|-]+\|?\s*$/.test(linhas[i + 1] ?? '')) {
      const cabecalho = celulas(linha);
      const corpo: string[][] = [];
      i += 2;
      while (i < linhas.length && linhas[i].trim().startsWith('|')) corpo.push(celulas(linhas[i++]));
      saida.push({ tipo: 'tabela', cabecalho, linhas: corpo });
      continue;
    }
    const item = ITEM.exec(linha);
    if (item) {
      const ordenada = /\d/.test(item[1]);
      const itens: string[] = [];
      while (i < linhas.length) {
        const atual = ITEM.exec(linhas[i]);
        if (atual) itens.push(atual[2]);
        else if (/^\s+\S/.test(linhas[i]) && itens.length > 0)
          itens[itens.length - 1] += ` ${linhas[i].trim()}`;
        else break;
        i++;
      }
      saida.push({ tipo: 'lista', ordenada, itens });
      continue;
    }
    if (linha.startsWith('>')) {
      const corpo: string[] = [];
      while (i < linhas.length && linhas[i].startsWith('>')) corpo.push(linhas[i++].replace(/^>\s?/, ''));
      saida.push({ tipo: 'citacao', texto: corpo.join(' ') });
      continue;
    }
    const corpo: string[] = [];
    while (
      i < linhas.length &&
      linhas[i].trim() !== '' &&
      !/^(#{1,6}\s|\s*```|\s*~~~|>)/.test(linhas[i]) &&
      !ITEM.test(linhas[i]) &&
      !linhas[i].trim().startsWith('|')
    ) {
      corpo.push(linhas[i++].trim());
    }
    saida.push({ tipo: 'paragrafo', texto: corpo.join(' ') });
  }
  return saida;
}

/** "10. Performance budgets" → "10-performance-budgets" (GitHub's heading anchors). */
export const ancora = (texto: string): string =>
  texto
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

const INLINE =
  /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))|(<https?:\/\/[^>\s]+>)/g;

/** Inline code, bold, italics and links of one line of text. */
export function inline(texto: string, prefixo: string): ReactNode[] {
  const partes: ReactNode[] = [];
  let ultimo = 0;
  for (const m of texto.matchAll(INLINE)) {
    const [bruto] = m;
    const at = m.index ?? 0;
    if (at > ultimo) partes.push(texto.slice(ultimo, at));
    const key = `${prefixo}-${at}`;
    if (m[1]) partes.push(<Code key={key}>{bruto.slice(1, -1)}</Code>);
    else if (m[2]) partes.push(<strong key={key}>{inline(bruto.slice(2, -2), key)}</strong>);
    else if (m[3]) partes.push(<em key={key}>{inline(bruto.slice(1, -1), key)}</em>);
    else if (m[4]) {
      const [, rotulo, href] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(bruto) ?? [];
      partes.push(<Link key={key} href={href} rotulo={inline(rotulo, key)} />);
    } else if (m[5]) {
      const href = bruto.slice(1, -1);
      partes.push(<Link key={key} href={href} rotulo={href} />);
    }
    ultimo = at + bruto.length;
  }
  if (ultimo < texto.length) partes.push(texto.slice(ultimo));
  return partes;
}

function Link({ href, rotulo }: { href: string; rotulo: ReactNode }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noreferrer" underline="always">
        {rotulo}
      </Anchor>
    );
  }
  if (href.startsWith('#')) {
    return (
      <Anchor href={`#readme-${ancora(href.slice(1))}`} underline="always">
        {rotulo}
      </Anchor>
    );
  }
  // A file of the repository: no page in the app.
  return <Fragment>{rotulo}</Fragment>;
}

/** The rendered document; README headings start one level under the page's sections (`nivelBase`). */
export function Markdown({ texto, nivelBase = 3 }: { texto: string; nivelBase?: number }) {
  return (
    <div className={classes.markdown}>
      {blocos(texto).map((b, n) => {
        const key = `b${n}`;
        switch (b.tipo) {
          case 'titulo':
            return (
              <Title
                key={key}
                order={Math.min(6, b.nivel + nivelBase - 1) as TitleOrder}
                id={`readme-${ancora(b.texto)}`}
              >
                {inline(b.texto, key)}
              </Title>
            );
          case 'paragrafo':
            return (
              <Text key={key} fz="sm">
                {inline(b.texto, key)}
              </Text>
            );
          case 'codigo':
            return (
              <Code key={key} block className={classes.codigo}>
                {b.texto}
              </Code>
            );
          case 'lista':
            return (
              <List key={key} type={b.ordenada ? 'ordered' : 'unordered'} fz="sm" spacing={4}>
                {b.itens.map((item, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never reordered
                  <List.Item key={k}>{inline(item, `${key}-${k}`)}</List.Item>
                ))}
              </List>
            );
          case 'citacao':
            return (
              <Blockquote key={key} p="sm" fz="sm">
                {inline(b.texto, key)}
              </Blockquote>
            );
          case 'tabela':
            return (
              <Table key={key} withTableBorder withColumnBorders fz="sm" className={classes.tabela}>
                <Table.Thead>
                  <Table.Tr>
                    {b.cabecalho.map((c, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never reordered
                      <Table.Th key={k}>{inline(c, `${key}-h${k}`)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {b.linhas.map((linha, r) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never reordered
                    <Table.Tr key={r}>
                      {linha.map((c, k) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a static document, never reordered
                        <Table.Td key={k}>{inline(c, `${key}-${r}-${k}`)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
