// Helpers for the documents tests (not loaded by the app).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Documento } from '@consultorio/contracts/documentos';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../test/app.ts';

const SECOES_RELATORIO = {
  descricao_demanda: 'A escola pediu um relatório sobre o acompanhamento iniciado em março.',
  procedimento: 'Oito sessões semanais de 50 minutos, entrevista com a mãe e observação lúdica.',
  analise: 'Os encontros mostraram avanço na expressão de sentimentos e na organização da rotina escolar.',
  conclusao: 'Recomenda-se manter o acompanhamento semanal por mais seis meses.',
};

/** A valid body for each kind, with every required section. */
export const PAYLOADS: Record<Documento['tipo'], Record<string, unknown>> = {
  declaracao: {
    tipo: 'declaracao',
    data: '2026-11-20',
    finalidade: 'Apresentação ao empregador',
    secoes: {
      informacoes_atendimento:
        'Compareceu a atendimento psicológico no dia 20/11/2026, das 14h às 14h50, no consultório da Rua das Flores, 100.',
    },
  },
  atestado: {
    tipo: 'atestado',
    data: '2026-11-20',
    finalidade: 'Justificar ausência no trabalho',
    solicitante: 'A própria pessoa atendida',
    prazo_validade: '30 dias',
    secoes: {
      condicao_psicologica:
        'Encontra-se em acompanhamento psicológico, sem condições de trabalhar por 3 dias.',
    },
  },
  relatorio: {
    tipo: 'relatorio',
    data: '2026-11-20',
    finalidade: 'Acompanhamento escolar',
    solicitante: 'Escola Municipal Aurora',
    prazo_validade: 90,
    secoes: SECOES_RELATORIO,
  },
  relatorio_multiprofissional: {
    tipo: 'relatorio_multiprofissional',
    data: '2026-11-20',
    finalidade: 'Plano terapêutico conjunto',
    solicitante: 'Clínica Integrada Sol',
    prazo_validade: '6 meses',
    secoes: {
      ...SECOES_RELATORIO,
      autores: [{ nome: 'Ana Fono', profissao: 'Fonoaudióloga', registro: 'CRFa 2-12345' }],
    },
  },
  laudo: {
    tipo: 'laudo',
    data: '2026-11-20',
    finalidade: 'Avaliação psicológica para a escola',
    solicitante: 'Escola Municipal Aurora',
    prazo_validade: '1 ano',
    secoes: { ...SECOES_RELATORIO, referencias: 'CFP. Resolução nº 06/2019. Brasília, 2019.' },
  },
  parecer: {
    tipo: 'parecer',
    data: '2026-11-20',
    finalidade: 'Responder à consulta da equipe',
    solicitante: 'Equipe do CAPS',
    prazo_validade: '90 dias',
    secoes: {
      descricao_demanda: SECOES_RELATORIO.descricao_demanda,
      analise: SECOES_RELATORIO.analise,
      conclusao: SECOES_RELATORIO.conclusao,
      referencias: 'CFP. Resolução nº 06/2019.',
    },
  },
};

export const criarDocumentoReq = (
  app: FastifyInstance,
  user: TestUser,
  pacienteId: string,
  payload: Record<string, unknown>,
) =>
  app.inject({ method: 'POST', url: `/api/paciente/${pacienteId}/documentos`, headers: user.auth, payload });

export async function createDocumento(
  app: FastifyInstance,
  user: TestUser,
  pacienteId: string,
  overrides: Record<string, unknown> = {},
): Promise<Documento> {
  const res = await criarDocumentoReq(app, user, pacienteId, { ...PAYLOADS.declaracao, ...overrides });
  if (res.statusCode !== 201) throw new Error(`criar documento falhou: ${res.statusCode} ${res.body}`);
  return res.json().documento;
}

/**
 * A self-signed certificate and key packed as PKCS#12 (the A1 certificate's format), made with the machine's
 * openssl; `legacy` packs it with the older ciphers (3DES, SHA-1 MAC) some A1 files still use; `organizacao` (its
 * own issuer, self-signed) is "ICP-Brasil" unless said otherwise.
 */
export function certificadoA1(
  senha: string,
  opts: { cn?: string; legacy?: boolean; organizacao?: string } = {},
): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'a1-'));
  try {
    const chave = join(dir, 'chave.pem');
    const cert = join(dir, 'cert.pem');
    const pfx = join(dir, 'cert.pfx');
    const sujeito = `/C=BR/O=${opts.organizacao ?? 'ICP-Brasil'}/CN=${opts.cn ?? 'ANA PSICOLOGA:12345678909'}`;
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        chave,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        sujeito,
      ],
      { stdio: 'ignore' },
    );
    execFileSync(
      'openssl',
      [
        'pkcs12',
        '-export',
        '-inkey',
        chave,
        '-in',
        cert,
        '-out',
        pfx,
        '-passout',
        `pass:${senha}`,
        ...(opts.legacy ? ['-legacy'] : []),
      ],
      { stdio: 'ignore' },
    );
    return readFileSync(pfx);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
