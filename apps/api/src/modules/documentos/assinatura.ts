import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../lib/errors.ts';
import { CAMPO_CERTIFICADO, CAMPO_SENHA, type EnvioDeCertificado, erro } from './envio-certificado.ts';

/*
 * Signing a document with the psychologist's ICP-Brasil A1 certificate (docs/product.md §14, docs/security.md,
 * docs/decisions/0056-document-signing.md). The .pfx/.p12 file and its password arrive in one multipart request and
 * live only in this request's memory: never written to disk, the database or the logs. The PKCS#12 is opened with
 * node-forge (so a wrong password, a file that is no certificate and an expired certificate each get their own
 * answer); the PDF gets a signature field with pdf-lib (@signpdf/placeholder-pdf-lib) and its signature with
 * @signpdf/signpdf; the signature itself (CMS, CAdES-BES: content type, message digest and the signer's certificate
 * hash as signed attributes) is built here, so that it is a PAdES signature (subFilter ETSI.CAdES.detached).
 */

export {
  CAMPO_CERTIFICADO,
  CAMPO_SENHA,
  CAMPO_SOMENTE_ICP,
  type EnvioDeCertificado,
  lerEnvioDeCertificado,
  MAX_CERTIFICADO_BYTES,
  MSG_ASSINATURA,
} from './envio-certificado.ts';

export const MOTIVO_ASSINATURA = 'Documento psicológico (Resolução CFP nº 06/2019)';

// ---------------------------------------------------------------------------------------------------------------
// The certificate

export interface CertificadoA1 {
  /** The private key, as a Node key object (signing runs in OpenSSL, not in JavaScript). */
  chave: KeyObject;
  /** The holder's certificate (the one whose public key matches the key). */
  certificado: forge.pki.Certificate;
  /** Every certificate in the file (the holder's and its chain), as DER. */
  cadeiaDer: string[];
  /** The holder's common name ("MARINA ALVES COSTA:12345678909" in an ICP-Brasil e-CPF). */
  titular: string;
  /** Who issued it: the issuing authority's common name (else its organisation). */
  emissor: string;
  /** Issued under ICP-Brasil: the issuer's name says so (its O is "ICP-Brasil" in every AC of the chain). */
  icpBrasil: boolean;
}

/**
 * Key derivations a file may ask for, per derivation: OpenSSL and Windows export with ~2,000, Java with 10,000.
 * Above this a crafted file would hold the server's thread for seconds (node-forge derives keys in JavaScript).
 */
const MAX_ITERACOES = 20_000;

const OID_DATA = forge.pki.oids.data as string;

const concatenado = (no: forge.asn1.Asn1): string =>
  Array.isArray(no.value) ? no.value.map(concatenado).join('') : (no.value as string);

/**
 * The largest iteration count of the file's key derivations: the MAC's, and those of each encrypted bag
 * (PKCS#12 PBE: SEQUENCE { salt, iterations }; PBES2: PBKDF2-params SEQUENCE { salt, iterations, … }), found
 * where the PKCS#12 structure puts them, before anything is derived.
 */
function maiorIteracao(pfx: forge.asn1.Asn1): number {
  const { Class, Type } = forge.asn1;
  let maior = 0;
  const inteiro = (no: forge.asn1.Asn1 | undefined) => {
    if (no?.tagClass !== Class.UNIVERSAL || no.type !== Type.INTEGER || typeof no.value !== 'string') return;
    // More than 4 bytes is beyond any count: as large as it gets.
    const valor =
      no.value.length > 4
        ? Number.POSITIVE_INFINITY
        : Number.parseInt(forge.util.bytesToHex(no.value) || '0', 16);
    maior = Math.max(maior, valor);
  };
  /** A SEQUENCE { salt OCTET STRING, iterations INTEGER, … } anywhere under `no`, except inside encrypted bytes. */
  const visitar = (no: forge.asn1.Asn1, profundidade: number): void => {
    // The deepest count (a key bag's PBKDF2 parameters) sits about a dozen levels down; nothing real goes past 20.
    if (profundidade > 20 || !Array.isArray(no.value)) return;
    const filhos = no.value;
    if (no.type === Type.SEQUENCE && no.tagClass === Class.UNIVERSAL) {
      filhos.forEach((filho, i) => {
        if (filho.tagClass === Class.UNIVERSAL && filho.type === Type.OCTETSTRING) inteiro(filhos[i + 1]);
      });
      // A ContentInfo of type data: its content is DER of its own (the authenticated safe, a bag list).
      const [tipo, conteudo] = filhos;
      if (
        tipo?.type === Type.OID &&
        typeof tipo.value === 'string' &&
        forge.asn1.derToOid(tipo.value) === OID_DATA &&
        conteudo?.tagClass === Class.CONTEXT_SPECIFIC &&
        Array.isArray(conteudo.value) &&
        conteudo.value[0]
      ) {
        try {
          visitar(forge.asn1.fromDer(concatenado(conteudo.value[0]), false), profundidade + 1);
        } catch {
          // Unreadable content: node-forge refuses it next.
        }
      }
    }
    for (const filho of filhos) visitar(filho, profundidade + 1);
  };
  visitar(pfx, 0);
  return maior;
}

type Pkcs12 = ReturnType<typeof forge.pkcs12.pkcs12FromAsn1>;

/**
 * Opens the PKCS#12 with its password. OpenSSL 3's default (PBES2: PBKDF2-SHA256 + AES-256-CBC, SHA-256 MAC) and
 * the legacy one (3DES/RC2, SHA-1 MAC) both open. node-forge checks the MAC with the password as BMPString (as
 * OpenSSL does) but feeds PBES2 the password's UTF-16 code units where OpenSSL feeds its UTF-8 bytes: a password
 * with "ç" or "ã" verifies the MAC and then fails to decrypt; the MAC checked, it is opened again with the UTF-8 bytes.
 */
function abrirPkcs12(der: string, senha: string): Pkcs12 {
  let pfx: forge.asn1.Asn1;
  try {
    // Strict about lengths: a file cut short is not a certificate (leniently read, it would fail the MAC and
    // pass for a wrong password).
    pfx = forge.asn1.fromDer(der, true);
  } catch {
    throw erro(CAMPO_CERTIFICADO, MSG_DOCUMENTOS.certificadoInvalido);
  }
  if (maiorIteracao(pfx) > MAX_ITERACOES)
    throw erro(CAMPO_CERTIFICADO, MSG_DOCUMENTOS.protecaoPesada(MAX_ITERACOES));
  try {
    return forge.pkcs12.pkcs12FromAsn1(pfx, false, senha);
  } catch (error) {
    const mensagem = error instanceof Error ? error.message : '';
    if (/MAC could not be verified/i.test(mensagem)) throw erro(CAMPO_SENHA, MSG_DOCUMENTOS.senhaIncorreta);
    const utf8 = forge.util.encodeUtf8(senha);
    const temMac = Array.isArray(pfx.value) && pfx.value.length > 2;
    if (utf8 !== senha && temMac) {
      try {
        const semMac = forge.asn1.fromDer(der, true);
        (semMac.value as forge.asn1.Asn1[]).splice(2);
        return forge.pkcs12.pkcs12FromAsn1(semMac, false, utf8);
      } catch {
        // Falls through: not a readable certificate.
      }
    }
    // No MAC to tell a wrong password apart: a file that does not decrypt is most likely the password.
    if (!temMac && /decrypt|PBE|padding/i.test(mensagem))
      throw erro(CAMPO_SENHA, MSG_DOCUMENTOS.senhaIncorreta);
    throw erro(CAMPO_CERTIFICADO, MSG_DOCUMENTOS.certificadoInvalido);
  }
}

/**
 * The signing certificate of an A1 file: its private key and the certificate that matches it, valid at `agora`.
 * Each refusal is a 422 on its field: not a certificate (certificadoInvalido), wrong password (senhaIncorreta),
 * expired or not yet valid (certificadoVencido).
 */
export function abrirCertificado(arquivo: Buffer, senha: string, agora = new Date()): CertificadoA1 {
  const p12 = abrirPkcs12(arquivo.toString('binary'), senha);
  const oids = forge.pki.oids;
  const bolsas = [
    ...(p12.getBags({ bagType: oids.pkcs8ShroudedKeyBag })[oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: oids.keyBag })[oids.keyBag] ?? []),
  ];
  const certificados = (p12.getBags({ bagType: oids.certBag })[oids.certBag] ?? [])
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => !!c);
  const chave = bolsas.map((b) => b.key).find((k): k is forge.pki.rsa.PrivateKey => !!k);
  const certificado =
    chave &&
    certificados.find((c) => {
      const publica = c.publicKey as forge.pki.rsa.PublicKey;
      return publica.n?.equals(chave.n) && publica.e?.equals(chave.e);
    });
  if (!chave || !certificado) throw erro(CAMPO_CERTIFICADO, MSG_DOCUMENTOS.certificadoInvalido);
  if (agora < certificado.validity.notBefore || agora > certificado.validity.notAfter)
    throw erro(CAMPO_CERTIFICADO, MSG_DOCUMENTOS.certificadoVencido);
  const derDe = (c: forge.pki.Certificate) => forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes();
  const titular = certificado.subject.getField('CN')?.value;
  const campoDoEmissor = (nome: string) => {
    const v = certificado.issuer.getField(nome)?.value;
    return typeof v === 'string' ? v : '';
  };
  const icpBrasil = certificado.issuer.attributes.some(
    (a) => typeof a.value === 'string' && /ICP-Brasil/i.test(a.value),
  );
  return {
    chave: createPrivateKey(forge.pki.privateKeyToPem(chave)),
    certificado,
    // The holder's first, then the rest of the chain.
    cadeiaDer: [certificado, ...certificados.filter((c) => c !== certificado)].map(derDe),
    titular: typeof titular === 'string' ? titular : '',
    emissor: campoDoEmissor('CN') || campoDoEmissor('O') || 'desconhecido',
    icpBrasil,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The signature

const asn1 = forge.asn1;
const { Class, Type } = asn1;
const seq = (v: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, v);
const set = (v: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, v);
const oid = (o: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(o).getBytes());
const octetos = (bytes: string) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes);
const inteiro = (bytes: string) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, bytes);
const nulo = () => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');
const explicito = (tag: number, v: forge.asn1.Asn1[]) => asn1.create(Class.CONTEXT_SPECIFIC, tag, true, v);
const der = (no: forge.asn1.Asn1) => asn1.toDer(no).getBytes();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest().toString('binary');

const CMS = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

/** The issuer and serial number of a certificate, as they are in its DER (what a verifier compares). */
function emissorESerie(c: forge.pki.Certificate): { emissor: forge.asn1.Asn1; serie: forge.asn1.Asn1 } {
  // As parsed (node-forge keeps it), not rebuilt from the fields.
  const tbs = (c as { tbsCertificate?: forge.asn1.Asn1 }).tbsCertificate;
  if (!tbs) throw erro(CAMPO_CERTIFICADO, MSG_DOCUMENTOS.certificadoInvalido);
  const campos = tbs.value as forge.asn1.Asn1[];
  // tbsCertificate: [0] version (optional), serialNumber, signature, issuer, …
  const i = campos[0].tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serie: campos[i], emissor: campos[i + 2] };
}

/**
 * A detached CMS SignedData over `conteudo` (the PDF minus the signature's place), CAdES-BES as PAdES asks
 * (ETSI EN 319 142-1): signed attributes content-type, message-digest and signing-certificate-v2; the signing time
 * is the signature dictionary's /M, not an attribute. SHA-256 with RSA (PKCS#1 v1.5), the chain included.
 */
export function cmsDestacado(conteudo: Buffer, a1: CertificadoA1): Buffer {
  const { emissor, serie } = emissorESerie(a1.certificado);
  const sha256Alg = seq([oid(CMS.sha256)]);
  const essCertIdV2 = seq([
    // hashAlgorithm omitted: SHA-256 is the default.
    octetos(sha256(Buffer.from(a1.cadeiaDer[0], 'binary'))),
    seq([seq([explicito(4, [emissor])]), serie]),
  ]);
  const atributos = [
    seq([oid(CMS.contentType), set([oid(CMS.data)])]),
    seq([oid(CMS.messageDigest), set([octetos(sha256(conteudo))])]),
    seq([oid(CMS.signingCertificateV2), set([seq([seq([essCertIdV2])])])]),
  ]
    .map((a) => ({ a, bytes: der(a) }))
    // DER: a SET OF in the order of its elements' encodings.
    .sort((x, y) => Buffer.compare(Buffer.from(x.bytes, 'binary'), Buffer.from(y.bytes, 'binary')))
    .map((x) => x.a);
  // The signature covers the attributes encoded as a SET (RFC 5652 §5.4).
  const assinatura = sign('sha256', Buffer.from(der(set(atributos)), 'binary'), a1.chave);
  const signerInfo = seq([
    inteiro('\x01'),
    seq([emissor, serie]),
    sha256Alg,
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, atributos),
    seq([oid(CMS.rsaEncryption), nulo()]),
    octetos(assinatura.toString('binary')),
  ]);
  const signedData = seq([
    inteiro('\x01'),
    set([sha256Alg]),
    seq([oid(CMS.data)]),
    asn1.create(
      Class.CONTEXT_SPECIFIC,
      0,
      true,
      a1.cadeiaDer.map((c) => asn1.fromDer(c)),
    ),
    set([signerInfo]),
  ]);
  return Buffer.from(der(seq([oid(CMS.signedData), explicito(0, [signedData])])), 'binary');
}

class AssinanteA1 extends Signer {
  readonly #a1: CertificadoA1;
  constructor(a1: CertificadoA1) {
    super();
    this.#a1 = a1;
  }
  override async sign(conteudo: Buffer): Promise<Buffer> {
    return cmsDestacado(conteudo, this.#a1);
  }
}

/**
 * Text for a literal string of the signature dictionary (pdf-lib writes it as given): Latin-1 (PDFDocEncoding) only,
 * no control characters, and the string's delimiters and backslash escaped.
 */
const textoPdf = (s: string) =>
  s
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[^\u0020-\u00ff]/g, '?')
    .replace(/[()\\]/g, '\\$&')
    .trim();

export interface OpcoesAssinatura {
  /** "São Paulo/SP": the profile's city, when there is one. */
  local: string | null;
  agora?: Date;
  /** The signature's reason; a document's by default (MOTIVO_ASSINATURA). */
  motivo?: string;
}

/**
 * The PDF with an invisible signature field signed with `a1` (PAdES, subFilter ETSI.CAdES.detached): reason
 * "Documento psicológico (Resolução CFP nº 06/2019)", name from the certificate's holder, location from the
 * profile's city.
 */
export async function assinarPdf(pdf: Buffer, a1: CertificadoA1, opcoes: OpcoesAssinatura): Promise<Buffer> {
  const agora = opcoes.agora ?? new Date();
  const documento = await PDFDocument.load(pdf, { updateMetadata: false });
  // The signature's room, in hex digits (so an even number): the chain, the signature and its attributes, with margin.
  const tamanho = 2 * (a1.cadeiaDer.reduce((soma, c) => soma + c.length, 0) + 2048);
  pdflibAddPlaceholder({
    pdfDoc: documento,
    reason: textoPdf(opcoes.motivo ?? MOTIVO_ASSINATURA),
    contactInfo: '',
    // "NOME:CPF" in an ICP-Brasil e-CPF: the name is enough for a reader's panel; the certificate keeps the rest.
    name: textoPdf(a1.titular.replace(/:\d{11,14}$/, '')),
    location: textoPdf(opcoes.local ?? ''),
    signingTime: agora,
    signatureLength: tamanho,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Consultorio',
  });
  const comCampo = Buffer.from(await documento.save({ useObjectStreams: false }));
  return new SignPdf().sign(comCampo, new AssinanteA1(a1), agora);
}

/**
 * The A1 signing of a PDF as one step, for documents and terms alike: the certificate opened, refused (409, its
 * issuer in `detalhes`) when the client asked for ICP-Brasil only and it is not one, the PDF made only then and
 * signed; the certificate's bytes wiped whatever happens (docs/security.md).
 */
export async function assinarComCertificadoEnviado(
  envio: EnvioDeCertificado,
  gerar: () => Promise<Buffer>,
  opcoes: OpcoesAssinatura,
): Promise<Buffer> {
  try {
    const a1 = abrirCertificado(envio.certificado, envio.senha);
    // The web asks first, then signs with the same certificate once she confirms (docs/decisions/0056).
    if (envio.somenteIcpBrasil && !a1.icpBrasil) {
      throw new AppError(409, MSG_DOCUMENTOS.foraDaIcpBrasil(a1.emissor), {
        detalhes: { emissor: a1.emissor, icp_brasil: 'nao' },
      });
    }
    return await assinarPdf(await gerar(), a1, opcoes);
  } finally {
    envio.certificado.fill(0);
  }
}
