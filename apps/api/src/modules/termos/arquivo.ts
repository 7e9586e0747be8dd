import { dataLocal, fusoValido, horaLocal, offsetMinutos } from '@consultorio/contracts/tempo';
import {
  IDENTIFICACAO_LABELS,
  type Identificacao,
  type ModeloTermo,
  MSG_TERMOS,
  mascararCpf,
  nomeArquivoTermo,
  PAPEL_ASSINANTE_LABELS,
  type PapelAssinante,
  type StatusTermo,
} from '@consultorio/contracts/termos';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { gerarPdf, instanteExtenso } from '../../lib/pdf.ts';
import { buscarTitular } from '../auth/service.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { buscarTermo, type TermoRow, textoDoTermo } from './linha.ts';
import { PDF, type TermoParaArquivo } from './pdf.ts';

/*
 * What a term's PDF is made of (pdf.ts): the frozen text, the letterhead and the evidence of the signature as
 * stored. One PDF for the psychologist's download, the patient's and the A1 signing.
 */

/** "UTC−03:00". */
function utc(minutos: number): string {
  const sinal = minutos < 0 ? '−' : '+';
  const m = Math.abs(minutos);
  return `UTC${sinal}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const papel = (row: TermoRow): string => {
  const rotulo = PAPEL_ASSINANTE_LABELS[row.assinante_papel as PapelAssinante] ?? row.assinante_papel ?? '';
  return row.assinante_parentesco ? `${rotulo} (${row.assinante_parentesco})` : rotulo;
};

const identificacao = (valor: string | null): string =>
  valor ? (IDENTIFICACAO_LABELS[valor as Identificacao] ?? valor) : 'link pessoal da área do paciente';

function assinatura(row: TermoRow, fuso: string): TermoParaArquivo['assinatura'] {
  if (row.status !== 'assinado' || !row.assinado_em) return null;
  return {
    nome: row.assinante_nome ?? '',
    cpf_mascarado: mascararCpf(row.assinante_cpf ?? ''),
    papel: papel(row),
    data_hora: row.assinado_em_local ?? row.assinado_em.toISOString(),
    data_hora_extenso: `${instanteExtenso(row.assinado_em, fuso)} (${utc(offsetMinutos(row.assinado_em, fuso))})`,
    ip: row.assinatura_ip ?? 'não registrado',
    navegador: row.assinatura_user_agent ?? 'não registrado',
    identificacao: identificacao(row.assinatura_identificacao),
    sessao: row.assinatura_sessao_id ?? 'não registrada',
  };
}

const quando = (d: Date, fuso: string) => `${dataLocal(d, fuso)} às ${horaLocal(d, fuso)}`;

function situacao(row: TermoRow, fuso: string): string | null {
  if (row.status === 'recusado' && row.recusado_em)
    return `Recusado pelo paciente em ${quando(row.recusado_em, fuso)}.`;
  if (row.status === 'cancelado' && row.cancelado_em) {
    return `Cancelado pelo(a) psicólogo(a) em ${quando(row.cancelado_em, fuso)}, sem assinatura.`;
  }
  return null;
}

/** The term's data for its PDF; the term is the account's (and of `pacienteId` when given) or 404. */
export async function termoParaArquivo(
  ctx: AppContext,
  dono: { usuarioId: string; pacienteId?: string },
  id: string,
): Promise<{ dados: TermoParaArquivo; row: TermoRow }> {
  const row = await buscarTermo(ctx.db, dono, id);
  const [paciente, titular] = await Promise.all([
    buscarPacienteDoUsuario(ctx.db, dono.usuarioId, row.paciente_id, {
      notFoundMessage: MSG_TERMOS.naoEncontrado,
      leitura: true,
    }),
    buscarTitular(ctx, dono.usuarioId),
  ]);
  if (!titular) throw notFound(MSG_TERMOS.naoEncontrado);
  const fuso = fusoValido(titular.fuso_horario);
  return {
    row,
    dados: {
      titulo: row.titulo,
      texto: textoDoTermo(ctx, row),
      hash: row.hash,
      status: row.status as StatusTermo,
      paciente: { nome: paciente.nome_social || paciente.nome },
      profissional: {
        nome: titular.nome,
        crp: titular.crp,
        email: titular.email,
        telefone: titular.telefone,
        endereco: titular.endereco ?? null,
      },
      enviado_em: quando(row.criado_em, fuso),
      assinatura: assinatura(row, fuso),
      situacao: situacao(row, fuso),
    },
  };
}

/** The term's PDF data, its file name (no patient's name in it) and its patient; 404 as `termoParaArquivo`. */
export async function arquivoDoTermo(
  ctx: AppContext,
  dono: { usuarioId: string; pacienteId?: string },
  id: string,
  sufixo = '',
) {
  const { dados, row } = await termoParaArquivo(ctx, dono, id);
  const nome = nomeArquivoTermo(
    {
      modelo: row.modelo as ModeloTermo,
      paciente_id: row.paciente_id,
      criado_em: row.criado_em.toISOString(),
    },
    sufixo,
  );
  return { dados, nome, pacienteId: row.paciente_id };
}

export const gerarPdfDoTermo = (dados: TermoParaArquivo): Promise<Buffer> => gerarPdf(PDF, dados);

/** The PDF as both sides download it. */
export async function pdfDoTermo(
  ctx: AppContext,
  dono: { usuarioId: string; pacienteId?: string },
  id: string,
) {
  const { dados, nome, pacienteId } = await arquivoDoTermo(ctx, dono, id);
  return { pdf: await gerarPdfDoTermo(dados), nome, pacienteId };
}
