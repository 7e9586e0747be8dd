import { Anchor, Blockquote, Code, Divider, List, Table, Text, Title, type TitleOrder } from '@mantine/core';
import type { JSX, ReactNode } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import classes from './galeria.module.css';

/**
 * The repository's README on /documentation, rendered by react-markdown with GitHub's extensions (tables) and drawn
 * with Mantine's components. Raw HTML in the text stays text (react-markdown's default: it never renders HTML), and
 * link addresses go through its URL filter. Links to repository files (docs/…) have no page in the app and show as
 * text; `#anchors` lead to the headings here; web addresses open in a new tab. Imported by the gallery only, so the
 * library loads with the gallery's lazy chunk.
 */

/** "10. Performance budgets" → "10-performance-budgets" (GitHub's heading anchors). */
export const ancora = (texto: string): string =>
  texto
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** A node of the syntax tree react-markdown hands to each component (hast), as far as its text goes. */
interface Nodo {
  type: string;
  value?: string;
  children?: Nodo[];
}

/** The text of an element, as GitHub reads it for a heading's anchor. */
const textoDe = (node: Nodo | undefined): string =>
  node?.type === 'text' ? (node.value ?? '') : (node?.children ?? []).map(textoDe).join('');

function Link({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noreferrer" underline="always">
        {children}
      </Anchor>
    );
  }
  if (href.startsWith('#')) {
    return (
      <Anchor href={`#readme-${ancora(href.slice(1))}`} underline="always">
        {children}
      </Anchor>
    );
  }
  // A file of the repository: no page in the app.
  return <>{children}</>;
}

type Props<T extends keyof JSX.IntrinsicElements> = JSX.IntrinsicElements[T] & ExtraProps;

/** Each Markdown element as a Mantine component; headings start at `nivelBase` (under the page's sections). */
function componentes(nivelBase: number): Components {
  const titulo =
    (nivel: number) =>
    ({ node, children }: Props<'h1'>) => (
      <Title order={Math.min(6, nivel + nivelBase - 1) as TitleOrder} id={`readme-${ancora(textoDe(node))}`}>
        {children}
      </Title>
    );
  return {
    h1: titulo(1),
    h2: titulo(2),
    h3: titulo(3),
    h4: titulo(4),
    h5: titulo(5),
    h6: titulo(6),
    p: ({ children }) => <Text fz="sm">{children}</Text>,
    a: ({ href, children }) => <Link href={href}>{children}</Link>,
    // Block code: the text of its <code>, in one Mantine block (not an inline Code inside it).
    pre: ({ node }) => (
      <Code block className={classes.codigo}>
        {textoDe(node).replace(/\n$/, '')}
      </Code>
    ),
    code: ({ children }) => <Code>{children}</Code>,
    ul: ({ children }) => (
      <List type="unordered" fz="sm" spacing={4}>
        {children}
      </List>
    ),
    ol: ({ children, start }) => (
      <List type="ordered" fz="sm" spacing={4} start={start}>
        {children}
      </List>
    ),
    li: ({ children }) => <List.Item>{children}</List.Item>,
    blockquote: ({ children }) => (
      <Blockquote p="sm" fz="sm">
        {children}
      </Blockquote>
    ),
    hr: () => <Divider />,
    table: ({ children }) => (
      <Table withTableBorder withColumnBorders fz="sm" className={classes.tabela}>
        {children}
      </Table>
    ),
    thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
    tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
    tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
    th: ({ children, style }) => <Table.Th style={style}>{children}</Table.Th>,
    td: ({ children, style }) => <Table.Td style={style}>{children}</Table.Td>,
  };
}

/** The rendered document; README headings start one level under the page's sections (`nivelBase`). */
export function Markdown({ texto, nivelBase = 3 }: { texto: string; nivelBase?: number }) {
  return (
    <div className={classes.markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={componentes(nivelBase)}>
        {texto}
      </ReactMarkdown>
    </div>
  );
}
