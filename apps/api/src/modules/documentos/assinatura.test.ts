import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG_DOCUMENTOS, nomeArquivoAssinado } from '@consultorio/contracts/documentos';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { auditoria } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { buildTestApp, createUser, type TestUser, testConfig } from '../../test/app.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import { filePart, multipart, type Part } from '../anexos/testing.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { abrirCertificado, MSG_ASSINATURA } from './assinatura.ts';
import { certificadoA1, createDocumento, PAYLOADS } from './testing.ts';

/*
 * Signing a document with an A1 certificate (docs/product.md §14, docs/security.md): PKCS#12 files made with the
 * machine's openssl (OpenSSL 3's default ciphers and the legacy ones) or with node-forge (validity dates of our
 * choosing), the signed PDF checked by poppler's pdfsig, and the request's log lines read back.
 */

const SENHA = 'Senha-do-A1-2026';
const CN = 'ANA PSICOLOGA:12345678909';
let moderno: Buffer;
let legado: Buffer;

/** A PKCS#12 made with node-forge, valid from `inicio` to `fim` (openssl 3.0 cannot date a certificate back). */
function certificadoDatado(senha: string, inicio: Date, fim: Date, iteracoes = 2048): Buffer {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chave = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(chave.n, chave.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = inicio;
  cert.validity.notAfter = fim;
  const nome = [{ name: 'commonName', value: 'BIA VENCIDA:98765432100' }];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.sign(chave, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(chave, [cert], senha, { algorithm: '3des', count: iteracoes });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** What poppler's pdfsig says of a PDF (it reads files only: a temporary one, removed). */
function pdfsig(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdfsig-'));
  try {
    const arquivo = join(dir, 'assinado.pdf');
    writeFileSync(arquivo, pdf);
    const r = spawnSync('pdfsig', [arquivo], { encoding: 'utf8' });
    return `${r.stdout}${r.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes of the file `fazer` writes in a temporary folder (removed). */
function comOpenssl(fazer: (dir: string) => string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'a1-'));
  try {
    return readFileSync(fazer(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const dias = (n: number) => new Date(Date.now() + n * 86_400_000);

/** The 422 of `abrirCertificado`: its field and message. */
function recusa(fn: () => unknown): { campo: string; mensagem: string } | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
    const [campo, [mensagem]] = Object.entries(error.errors ?? {})[0];
    return { campo, mensagem };
  }
}

beforeAll(() => {
  moderno = certificadoA1(SENHA, { cn: CN });
  legado = certificadoA1(SENHA, { cn: CN, legacy: true });
});

describe('abrirCertificado', () => {
  it("opens OpenSSL 3's default PKCS#12 (AES-256, PBKDF2, SHA-256 MAC) and the legacy one (3DES/RC2, SHA-1 MAC)", () => {
    for (const arquivo of [moderno, legado]) {
      const a1 = abrirCertificado(arquivo, SENHA);
      expect(a1.titular).toBe(CN);
      expect(a1.cadeiaDer).toHaveLength(1);
      expect(a1.chave.asymmetricKeyType).toBe('rsa');
    }
  });

  it('opens a file whose password has accents, in either format', () => {
    const senha = 'ação-ç-ü 1';
    expect(abrirCertificado(certificadoA1(senha), senha).titular).toBe('ANA PSICOLOGA:12345678909');
    expect(abrirCertificado(certificadoA1(senha, { legacy: true }), senha).titular).toBe(
      'ANA PSICOLOGA:12345678909',
    );
  });

  it('tells a wrong password apart from a file that is no certificate', () => {
    const senha = { campo: 'senha', mensagem: MSG_DOCUMENTOS.senhaIncorreta };
    const invalido = { campo: 'certificado', mensagem: MSG_DOCUMENTOS.certificadoInvalido };
    expect(recusa(() => abrirCertificado(moderno, 'senha-errada'))).toEqual(senha);
    expect(recusa(() => abrirCertificado(legado, `${SENHA} `))).toEqual(senha);
    expect(recusa(() => abrirCertificado(randomBytes(3000), SENHA))).toEqual(invalido);
    expect(recusa(() => abrirCertificado(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), SENHA))).toEqual(invalido);
    // A certificate alone (no key), as a PEM and as DER.
    const soCert = spawnSync('openssl', ['pkcs12', '-in', '-', '-nokeys', '-passin', `pass:${SENHA}`], {
      input: moderno,
    }).stdout;
    expect(recusa(() => abrirCertificado(soCert, SENHA))).toEqual(invalido);
    const der = spawnSync('openssl', ['x509', '-outform', 'DER'], { input: soCert }).stdout;
    expect(der.length).toBeGreaterThan(100);
    expect(recusa(() => abrirCertificado(der, SENHA))).toEqual(invalido);
    // The file cut short.
    expect(recusa(() => abrirCertificado(moderno.subarray(0, 1000), SENHA))).toEqual(invalido);
  });

  it('refuses a certificate past its end or before its start', () => {
    const vencido = { campo: 'certificado', mensagem: MSG_DOCUMENTOS.certificadoVencido };
    expect(recusa(() => abrirCertificado(moderno, SENHA, dias(31)))).toEqual(vencido);
    expect(recusa(() => abrirCertificado(moderno, SENHA, dias(-1)))).toEqual(vencido);
    expect(recusa(() => abrirCertificado(moderno, SENHA, dias(29)))).toBeNull();
  });

  it('refuses, without deriving them, key derivations far beyond any A1 file’s, and says so', () => {
    const arquivo = certificadoDatado(SENHA, dias(-1), dias(30), 200_000);
    const inicio = Date.now();
    const pesada = recusa(() => abrirCertificado(arquivo, SENHA));
    expect(pesada).toEqual({ campo: 'certificado', mensagem: MSG_DOCUMENTOS.protecaoPesada(20_000) });
    expect(pesada?.mensagem).toContain('mais de 20.000 iterações');
    expect(Date.now() - inicio).toBeLessThan(200);
    // OpenSSL's default ciphers, the count only on the key (PBES2's PBKDF2, the deepest place a count sits).
    const pesado = comOpenssl((dir) => {
      writeFileSync(join(dir, 'a1.p12'), moderno);
      const pem = join(dir, 'a1.pem');
      spawnSync('openssl', [
        'pkcs12',
        '-in',
        join(dir, 'a1.p12'),
        '-nodes',
        '-passin',
        `pass:${SENHA}`,
        '-out',
        pem,
      ]);
      const args = ['-iter', '200000', '-nomaciter', '-certpbe', 'NONE', '-passout', `pass:${SENHA}`];
      spawnSync('openssl', ['pkcs12', '-export', '-in', pem, ...args, '-out', join(dir, 'pesado.p12')]);
      return join(dir, 'pesado.p12');
    });
    const antes = Date.now();
    expect(recusa(() => abrirCertificado(pesado, SENHA))?.mensagem).toBe(
      MSG_DOCUMENTOS.protecaoPesada(20_000),
    );
    expect(Date.now() - antes).toBeLessThan(200);
    expect(abrirCertificado(certificadoDatado(SENHA, dias(-1), dias(30), 10_000), SENHA).titular).toBe(
      'BIA VENCIDA:98765432100',
    );
  }, 30_000);
});

describe('POST /documentos/{id}/assinar', () => {
  let app: FastifyInstance;
  let user: TestUser;
  let pacienteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    user = await createUser(app, { nome: 'Ana Psicóloga' });
    pacienteId = (await cadastrarPaciente(app, user, { nome: 'Rui Assinado' })).id;
  });
  afterAll(async () => {
    await app.close();
  });

  const assinar = (id: string, partes: Part[], auth = user.auth) => {
    const corpo = multipart(partes);
    return app.inject({
      method: 'POST',
      url: `/api/documentos/${id}/assinar`,
      headers: { ...auth, ...corpo.headers },
      payload: corpo.payload,
    });
  };
  const envio = (arquivo: Buffer, senha = SENHA): Part[] => [
    filePart('certificado', 'certificado.pfx', arquivo),
    { name: 'senha', value: senha },
  ];
  const linhas = async (id: string) =>
    app.ctx.db.select().from(auditoria).where(eq(auditoria.entidade_id, id));

  it.each([
    ['modern', () => moderno],
    ['legacy', () => legado],
  ])('answers the PDF with a valid PAdES signature (%s PKCS#12)', async (_nome, arquivo) => {
    const d = await createDocumento(app, user, pacienteId, PAYLOADS.laudo);
    const res = await assinar(d.id, envio(arquivo()));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`filename="${nomeArquivoAssinado(d)}"`);

    const saida = pdfsig(res.rawPayload);
    expect(saida).toContain('Signature Validation: Signature is Valid.');
    expect(saida).toContain(`Signer Certificate Common Name: ${CN}`);
    expect(saida).toContain('Signature Type: ETSI.CAdES.detached');
    expect(saida).toContain('Signing Hash Algorithm: SHA-256');
    expect(saida).toContain('Total document signed');
    // Self-signed: the signature holds, the issuer is not one the machine trusts.
    expect(saida).toMatch(/Certificate Validation: Certificate issuer isn't Trusted/);
    const bruto = res.rawPayload.toString('latin1');
    expect(bruto).toContain(String.raw`/Reason (Documento psicológico \(Resolução CFP nº 06/2019\))`);
    expect(bruto).toContain('/Name (ANA PSICOLOGA)');
    // Signing keeps the document's metadata: its kind and the psychologist, not the patient.
    esperarMetadados(res.rawPayload, {
      titulo: 'Laudo psicológico',
      autor: /^Ana Psicóloga \(CRP /,
      semNomes: ['Rui', 'Assinado'],
    });
    // The same document, read back.
    const texto = spawnSync('pdftotext', ['-', '-'], { input: res.rawPayload, encoding: 'utf8' }).stdout;
    expect(texto).toContain('LAUDO PSICOLÓGICO');
    expect(texto).toContain('Rui Assinado');

    expect((await linhas(d.id)).filter((l) => l.acao === 'assinar')).toEqual([
      expect.objectContaining({
        usuario_id: user.id,
        entidade: 'documento',
        detalhes: { paciente_id: pacienteId },
      }),
    ]);
  });

  it('tells a certificate outside ICP-Brasil by its issuer when asked, and signs with it once confirmed', async () => {
    const d = await createDocumento(app, user, pacienteId, PAYLOADS.laudo);
    const fora = certificadoA1(SENHA, { organizacao: 'Certificadora Livre', cn: 'AC LIVRE TESTE' });
    const perguntar = [...envio(fora), { name: 'somente_icp_brasil', value: 'sim' }];
    const res = await assinar(d.id, perguntar);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: MSG_DOCUMENTOS.foraDaIcpBrasil('AC LIVRE TESTE'),
      detalhes: { emissor: 'AC LIVRE TESTE', icp_brasil: 'nao' },
    });
    expect((await linhas(d.id)).filter((l) => l.acao === 'assinar')).toEqual([]);
    // Confirmed (sent again without the field, as every client did before): signed.
    const confirmado = await assinar(d.id, envio(fora));
    expect(confirmado.statusCode).toBe(200);
    expect(pdfsig(confirmado.rawPayload)).toContain('Signature Validation: Signature is Valid.');
    // An ICP-Brasil certificate with the question is simply signed.
    const icp = await assinar(d.id, [...envio(moderno), { name: 'somente_icp_brasil', value: 'sim' }]);
    expect(icp.statusCode).toBe(200);
    expect(icp.headers['content-type']).toBe('application/pdf');
  });

  it('answers 422 on the field at fault, and writes no audit line', async () => {
    const d = await createDocumento(app, user, pacienteId);
    const casos: Array<[Part[], Record<string, string[]>]> = [
      [envio(moderno, 'senha-errada'), { senha: [MSG_DOCUMENTOS.senhaIncorreta] }],
      [envio(legado, 'senha-errada'), { senha: [MSG_DOCUMENTOS.senhaIncorreta] }],
      [envio(randomBytes(2048)), { certificado: [MSG_DOCUMENTOS.certificadoInvalido] }],
      [
        envio(certificadoDatado(SENHA, dias(-400), dias(-30))),
        { certificado: [MSG_DOCUMENTOS.certificadoVencido] },
      ],
      [[{ name: 'senha', value: SENHA }], { certificado: [MSG_DOCUMENTOS.certificadoObrigatorio] }],
      [[filePart('certificado', 'a1.pfx', moderno)], { senha: [MSG_DOCUMENTOS.senhaObrigatoria] }],
      [envio(moderno, ''), { senha: [MSG_DOCUMENTOS.senhaObrigatoria] }],
      [
        [filePart('certificado', 'a1.pfx', Buffer.alloc(0)), { name: 'senha', value: '' }],
        {
          certificado: [MSG_DOCUMENTOS.certificadoObrigatorio],
          senha: [MSG_DOCUMENTOS.senhaObrigatoria],
        },
      ],
    ];
    for (const [partes, errors] of casos) {
      const res = await assinar(d.id, partes);
      expect(res.statusCode, JSON.stringify(errors)).toBe(422);
      expect(res.json().errors).toEqual(errors);
      expect(res.json().message).toBe(Object.values(errors)[0][0]);
    }
    expect((await linhas(d.id)).filter((l) => l.acao === 'assinar')).toEqual([]);
  });

  it('refuses a file over 100 KB or a second file (413) and a body that is not multipart (415)', async () => {
    const d = await createDocumento(app, user, pacienteId);
    const grande = await assinar(d.id, envio(randomBytes(101 * 1024)));
    expect(grande.statusCode).toBe(413);
    expect(grande.json().message).toBe(MSG_ASSINATURA.grandeDemais);
    const dois = await assinar(d.id, [...envio(moderno), filePart('certificado', 'outro.pfx', legado)]);
    expect(dois.statusCode).toBe(413);
    expect(dois.json().message).toBe(MSG_ASSINATURA.partesDemais);
    const json = await app.inject({
      method: 'POST',
      url: `/api/documentos/${d.id}/assinar`,
      headers: user.auth,
      payload: { certificado: moderno.toString('base64'), senha: SENHA },
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for another user's document, an unknown and a deleted one, before reading the certificate", async () => {
    const d = await createDocumento(app, user, pacienteId);
    const outro = await createUser(app);
    expect((await assinar(d.id, envio(moderno), outro.auth)).statusCode).toBe(404);
    expect((await assinar(d.id, [], outro.auth)).statusCode).toBe(404);
    expect((await assinar('9b0f5c2e-4a61-4d4b-9a8e-2f6b1c3d4e5f', envio(moderno))).statusCode).toBe(404);
    await app.inject({ method: 'DELETE', url: `/api/documentos/${d.id}`, headers: user.auth });
    expect((await assinar(d.id, envio(moderno))).statusCode).toBe(404);
    expect((await linhas(d.id)).filter((l) => l.acao === 'assinar')).toEqual([]);
  });
});

describe('the certificate and its password in the logs', () => {
  it('never appear, whether the signing succeeds or fails', async () => {
    const linhasDoLog: string[] = [];
    const app = await buildApp(testConfig({ logLevel: 'debug' }), {
      logStream: { write: (linha) => linhasDoLog.push(linha) },
    });
    try {
      const user = await createUser(app);
      const p = await cadastrarPaciente(app, user);
      const d = await createDocumento(app, user, p.id);
      const senha = 'Senha-Unica-Do-Log-7731';
      const arquivo = certificadoA1(senha);
      for (const [valor, status] of [
        [senha, 200],
        ['Outra-Senha-Errada-5512', 422],
      ] as const) {
        const corpo = multipart([
          filePart('certificado', 'a1.pfx', arquivo),
          { name: 'senha', value: valor },
        ]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/documentos/${d.id}/assinar`,
          headers: { ...user.auth, ...corpo.headers },
          payload: corpo.payload,
        });
        expect(res.statusCode).toBe(status);
      }
      const log = linhasDoLog.join('\n');
      expect(log).toContain('/api/documentos/:id/assinar');
      for (const segredo of [
        senha,
        'Outra-Senha-Errada-5512',
        arquivo.toString('base64').slice(0, 40),
        arquivo.toString('hex').slice(0, 40),
      ])
        expect(log).not.toContain(segredo);
    } finally {
      await app.close();
    }
  });
});
