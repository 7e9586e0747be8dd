import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

/** A PDF's document information as poppler's pdfinfo reads it (what a file manager shows without opening it). */
export function infoDoPdf(pdf: Buffer): Record<string, string> {
  const r = spawnSync('pdfinfo', ['-enc', 'UTF-8', '-'], { input: pdf, encoding: 'buffer' });
  if (r.status !== 0) throw new Error(`pdfinfo: ${r.stderr.toString()}`);
  const info: Record<string, string> = {};
  for (const linha of r.stdout.toString('utf8').split('\n')) {
    const m = /^([^:]+):\s*(.*)$/.exec(linha);
    if (m) info[m[1].trim()] = m[2].trim();
  }
  return info;
}

/**
 * The metadata name the kind of document and its author (the psychologist), and no patient
 * (docs/decisions/0025-clinical-records-and-exports.md): neither the title nor any other field holds `paciente`.
 */
export function esperarMetadados(
  pdf: Buffer,
  { titulo, autor, semNomes }: { titulo: string; autor: string | RegExp; semNomes: string[] },
): void {
  const info = infoDoPdf(pdf);
  expect(info.Title).toBe(titulo);
  if (typeof autor === 'string') expect(info.Author).toBe(autor);
  else expect(info.Author).toMatch(autor);
  const todos = Object.values(info).join('\n');
  for (const nome of semNomes) expect(todos).not.toContain(nome);
}
