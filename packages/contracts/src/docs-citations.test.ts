import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository documents itself (docs/README.md): comments, tests and docs cite only documents it holds, every
 * `docs/<file>.md §N` a source file cites is a numbered heading of that document, and every decision record cited
 * (`docs/decisions/0007-pdf-worker.md`) is a file of docs/decisions/ written as a record (docs/decisions/README.md).
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

/** Where code, tests, scripts and docs live. */
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'docs', '.ci', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', 'data', 'test-results']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|sql|css|html|json|md|ya?ml|sh)$|^\.ci\/run$/;

/** The product documents that lived outside the repository, by name (kept apart so this file does not match). */
const OUTSIDE_DOCS = ['SPEC', 'DESIGN', 'CARNE_LEAO', 'STYLE'];
const OUTSIDE = new RegExp(
  `\\b(?:${OUTSIDE_DOCS.join('|')})\\.md\\b|\\b(?:SPEC|DESIGN)\\s*§|\\.\\./shared/(?:${OUTSIDE_DOCS.join('|')}|data|hooks)\\b`,
);

/** `docs/product.md §5.3`, `docs/product.md §2.2, §5.3`, `docs/product.md §8.3–§8.5`, `docs/architecture.md §3`. */
const CITATION = /docs\/([\w-]+)\.md((?:(?:\s*(?:,|;|–|-|and)\s*|\s+)§\s?\d+(?:\.\d+)*)*)/g;

/** The decision records' folder; a record is `NNNN-kebab-title.md`, cited by its path from the repository root. */
const DECISIONS = 'docs/decisions';
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
/** `docs/decisions/0007-pdf-worker.md`, `decisions/0007-pdf-worker.md` (a link from docs/), `decisions/README.md`. */
const RECORD_CITATION = /(?<![\w/.-])(?:docs\/)?decisions\/([\w.-]*\.md)/g;
/** A link between records, inside docs/decisions/: `[0007](0007-pdf-worker.md)`. */
const RECORD_LINK = /\]\((\d{4}-[\w-]+\.md)\)/g;
/** The single file the records replaced: it no longer exists and may not be cited, with or without `docs/`. */
const OLD_DECISIONS_FILE = /(?<![\w/-])(?:docs\/)?decisions\.md\b/;
/** History has no place in a record: no issue numbers, no numbered passes over a problem. */
const HISTORY =
  /\bissues? #?\d|\b\d+(?:st|nd|rd|th) pass\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth) pass\b/i;

function filesUnder(path: string): string[] {
  const abs = join(ROOT, path);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return TEXT_FILE.test(path) ? [path] : [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((entry) => {
    const rel = join(path, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(rel);
    return TEXT_FILE.test(rel) ? [rel] : [];
  });
}

interface Line {
  file: string;
  line: number;
  text: string;
}

function scannedLines(): Line[] {
  return SCANNED.flatMap(filesUnder)
    .filter((file) => file !== SELF)
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .map((text, i) => ({ file, line: i + 1, text })),
    );
}

/** The section numbers of a document's numbered headings: `## 8. API by area` → 8, `### 8.3 Patients` → 8.3. */
function headingNumbers(doc: string): Set<string> {
  const text = readFileSync(join(ROOT, 'docs', `${doc}.md`), 'utf8');
  const numbers = [...text.matchAll(/^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]);
  return new Set(numbers);
}

const lines = scannedLines();

describe('the repository documents itself (docs/README.md)', () => {
  it('scans the code, tests, scripts and docs', () => {
    const files = new Set(lines.map((l) => l.file));
    expect(files.has('docs/product.md')).toBe(true);
    expect([...files].some((f) => f.startsWith('apps/api/src/'))).toBe(true);
    expect([...files].some((f) => f.startsWith('apps/web/src/'))).toBe(true);
    expect([...files].some((f) => f.startsWith('e2e/'))).toBe(true);
  });

  it('cites no document that lives outside the repository', () => {
    const offenders = lines
      .filter((l) => OUTSIDE.test(l.text))
      .map((l) => `${l.file}:${l.line}: ${l.text.trim()}`);
    expect(
      offenders,
      `cite docs/product.md, docs/architecture.md or docs/carne-leao.md instead:\n${offenders.join('\n')}`,
    ).toEqual([]);
  });

  it('cites only documents of docs/ that exist, and only their numbered sections', () => {
    const headings = new Map<string, Set<string> | null>();
    const sectionsOf = (doc: string) => {
      if (!headings.has(doc))
        headings.set(doc, existsSync(join(ROOT, 'docs', `${doc}.md`)) ? headingNumbers(doc) : null);
      return headings.get(doc) ?? null;
    };
    const offenders: string[] = [];
    let cited = 0;
    for (const l of lines) {
      for (const m of l.text.matchAll(CITATION)) {
        const sections = sectionsOf(m[1]);
        const where = `${l.file}:${l.line}: ${m[0]}`;
        if (!sections) {
          offenders.push(`${where} (no docs/${m[1]}.md)`);
          continue;
        }
        for (const s of m[2].matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
          cited++;
          if (!sections.has(s[1])) offenders.push(`${where} (no heading §${s[1]})`);
        }
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
    expect(cited).toBeGreaterThan(50);
  });

  it('cites no single decisions document: decisions live in the records of docs/decisions/', () => {
    const offenders = lines
      .filter((l) => OLD_DECISIONS_FILE.test(l.text))
      .map((l) => `${l.file}:${l.line}: ${l.text.trim()}`);
    expect(
      offenders,
      `cite the record instead (index: docs/decisions/README.md):\n${offenders.join('\n')}`,
    ).toEqual([]);
  });

  it('cites only decision records that exist in docs/decisions/', () => {
    const files = new Set(readdirSync(join(ROOT, DECISIONS)));
    const offenders: string[] = [];
    let cited = 0;
    for (const l of lines) {
      const names = [...l.text.matchAll(RECORD_CITATION)].map((m) => m[1]);
      if (l.file.startsWith(`${DECISIONS}/`))
        names.push(...[...l.text.matchAll(RECORD_LINK)].map((m) => m[1]));
      for (const name of names) {
        cited++;
        if (!files.has(name)) offenders.push(`${l.file}:${l.line}: ${name} (no ${DECISIONS}/${name})`);
      }
    }
    expect(offenders, offenders.join('\n')).toEqual([]);
    expect(cited).toBeGreaterThan(50);
  });

  it('writes each decision record as one screen: a title, then Context, Decision and Consequences, no history', () => {
    const records = readdirSync(join(ROOT, DECISIONS)).filter((f) => f !== 'README.md');
    expect(records.length).toBeGreaterThan(30);
    const index = readFileSync(join(ROOT, DECISIONS, 'README.md'), 'utf8');
    const numbers = new Set<string>();
    const problems: string[] = [];
    for (const file of records) {
      const number = RECORD_NAME.exec(file)?.[1];
      if (!number) {
        problems.push(`${file}: name it NNNN-kebab-title.md`);
        continue;
      }
      if (numbers.has(number)) problems.push(`${file}: number ${number} is taken`);
      numbers.add(number);
      const text = readFileSync(join(ROOT, DECISIONS, file), 'utf8');
      const headings = [...text.matchAll(/^(#{1,2}) (.+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
      const sections = headings.filter((h) => h.startsWith('## '));
      if (!text.startsWith('# ')) problems.push(`${file}: starts with its "# Title"`);
      if (sections.join('|') !== '## Context|## Decision|## Consequences')
        problems.push(`${file}: sections ${sections.join(', ')} (want Context, Decision, Consequences)`);
      if (text.trimEnd().split('\n').length > 60) problems.push(`${file}: longer than a screen`);
      if (HISTORY.test(text))
        problems.push(`${file}: cites an issue or a pass (state the decision as it is)`);
      if (!index.includes(`(${file})`)) problems.push(`${file}: missing from ${DECISIONS}/README.md`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('numbers the sections of product.md and architecture.md without gaps or repeats', () => {
    for (const doc of ['product', 'architecture']) {
      const text = readFileSync(join(ROOT, 'docs', `${doc}.md`), 'utf8');
      const top = [...text.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
      expect(top, doc).toEqual(top.map((_, i) => i + 1));
    }
  });
});
