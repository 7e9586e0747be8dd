import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF (pages merged, runs of spaces and line breaks as one space); fails unless it is a PDF. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  assert.equal(Buffer.from(bytes.subarray(0, 5)).toString(), '%PDF-', 'o arquivo é um PDF');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
