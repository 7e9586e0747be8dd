import { Readable } from 'node:stream';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import {
  agendamentos,
  anamneses,
  anexos,
  auditoria,
  carneLeaoCalculos,
  cobrancaItens,
  cobrancas,
  documentos,
  escalasAplicacoes,
  escalasRecorrencias,
  financeiros,
  formularios,
  lembretesConfig,
  pacientes,
  pagamentos,
  prontuarios,
  sessoes,
  usuarios,
} from '../../db/schema.ts';
import { BOM_UTF8, celula, linhasCsv } from '../../lib/csv.ts';
import { pacote } from '../../lib/primeiro-uso.ts';
import { equipeParaExportar } from '../equipe/service.ts';

const archiver = pacote(() => import('archiver'));

/*
 * The LGPD export (art. 18, portability): one ZIP with a JSON file per area, clinical text decrypted, the
 * attachments under their original names and a LEIAME.txt. Streamed: rows are read page by page and each
 * attachment is opened only when the ZIP reaches it, so neither the data nor the ZIP is ever whole in memory.
 */

const PAGE = 500;

type Row = Record<string, unknown>;

interface Area {
  arquivo: string;
  descricao: string;
  table: PgTable & { id: PgColumn; usuario_id: PgColumn };
  /** FieldCipher columns, decrypted in the file. */
  cifradas?: string[];
  /** A FieldCipher column holding a JSON object: decrypted and its fields written in the row's place. */
  cifradaJson?: string;
  /** Internal columns left out (search keys, storage names). */
  omitir?: string[];
  where?: SQL;
  /** Also written as a CSV beside the JSON (same name, .csv), for Excel. */
  csv?: true;
}

const ANAMNESE_TEXTOS = [
  'queixa_principal',
  'historico_queixa',
  'historico_familiar',
  'historico_medico',
  'medicamentos',
  'historico_psiquiatrico',
  'uso_substancias',
  'sono',
  'alimentacao',
  'relacionamentos',
  'trabalho_estudos',
  'rotina',
  'expectativas',
  'observacoes',
];

const AREAS: Area[] = [
  {
    arquivo: 'pacientes.json',
    csv: true,
    descricao: 'os pacientes, com dados pessoais, endereço, responsável e observações (inclui os arquivados)',
    table: pacientes,
    cifradas: ['observacoes'],
    omitir: ['busca', 'nome_ordem'],
  },
  {
    arquivo: 'sessoes.json',
    csv: true,
    descricao: 'as sessões registradas: data, duração, presença, valor, pagamento e observações',
    table: sessoes,
    cifradas: ['observacoes'],
  },
  {
    arquivo: 'anamneses.json',
    descricao: 'a anamnese de cada paciente, com todos os campos de texto',
    table: anamneses,
    cifradas: ANAMNESE_TEXTOS,
  },
  {
    arquivo: 'prontuarios.json',
    descricao:
      'as evoluções do prontuário (título e conteúdo); "excluido_em" marca as excluídas, guardadas por lei',
    table: prontuarios,
    cifradas: ['titulo', 'conteudo'],
  },
  {
    arquivo: 'documentos.json',
    descricao:
      'os documentos emitidos (declarações, atestados, relatórios, laudos, pareceres) com finalidade, ' +
      'solicitante, seções e prazo de validade; "excluido_em" marca os excluídos, guardados por lei',
    table: documentos,
    cifradaJson: 'conteudo',
  },
  {
    arquivo: 'formularios.json',
    descricao:
      'os formulários enviados aos pacientes pela área do paciente (ficha cadastral, pré-anamnese) com as ' +
      'respostas (texto JSON)',
    table: formularios,
    cifradas: ['respostas'],
  },
  {
    arquivo: 'escalas.json',
    descricao:
      'as escalas PHQ-9 e GAD-7 enviadas aos pacientes ou registradas na sessão, com as respostas (lista JSON, ' +
      'de 0 a 3, na ordem dos itens), a data da resposta e o alerta do item 9 do PHQ-9',
    table: escalasAplicacoes,
    cifradas: ['respostas'],
  },
  {
    arquivo: 'escalas-recorrencias.json',
    descricao: 'as recorrências das escalas (semanal, quinzenal, mensal) e quando foram encerradas',
    table: escalasRecorrencias,
  },
  {
    arquivo: 'agendamentos.json',
    csv: true,
    descricao: 'a agenda: início, fim, modalidade, local, situação e observações',
    table: agendamentos,
    cifradas: ['observacoes'],
  },
  {
    arquivo: 'financeiros.json',
    csv: true,
    descricao: 'os lançamentos financeiros (receitas e despesas)',
    table: financeiros,
    omitir: ['busca'],
  },
  {
    arquivo: 'cobrancas.json',
    descricao: 'as cobranças PIX aos pacientes: número, valor, vencimento, situação e pagamento',
    table: cobrancas,
    omitir: ['copia_e_cola', 'comprovante_key'],
  },
  {
    arquivo: 'cobrancas-itens.json',
    descricao: 'os itens de cada cobrança (sessões e itens avulsos, com valor)',
    table: cobrancaItens,
  },
  {
    arquivo: 'carne-leao.json',
    descricao: 'os cálculos mensais do Carnê-Leão e o DARF de cada mês',
    table: carneLeaoCalculos,
  },
  {
    arquivo: 'pagamentos-do-plano.json',
    descricao: 'as cobranças PIX do seu plano no Consultório',
    table: pagamentos,
    omitir: ['pix_copia_e_cola'],
  },
  {
    arquivo: 'auditoria.json',
    descricao:
      'o registro de acessos: entradas, visualizações, alterações e exportações, com data, IP e navegador',
    table: auditoria,
  },
];

/** Characters no file system accepts, and control characters, become "_"; the name keeps at most 120 characters. */
export function nomeSeguro(nome: string): string {
  const limpo = nome
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '_')
    .replace(/^\.+/, '_')
    .trim();
  if (!limpo) return 'arquivo';
  if (limpo.length <= 120) return limpo;
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(limpo)?.[0] ?? '';
  return limpo.slice(0, 120 - ext.length) + ext;
}

/** "laudo.pdf", "laudo.pdf" → "laudo.pdf", "laudo (2).pdf". */
function nomeUnico(nome: string, usados: Set<string>): string {
  let candidato = nome;
  const ext = /\.[^.]+$/.exec(nome)?.[0] ?? '';
  const base = nome.slice(0, nome.length - ext.length);
  for (let n = 2; usados.has(candidato.toLowerCase()); n++) candidato = `${base} (${n})${ext}`;
  usados.add(candidato.toLowerCase());
  return candidato;
}

/** Every row of the user in `area`, page by page (ordered by id). */
async function* linhas(ctx: AppContext, usuarioId: string, area: Area): AsyncGenerator<Row> {
  let depois: string | null = null;
  for (;;) {
    const conditions: SQL[] = [eq(area.table.usuario_id, usuarioId)];
    if (depois) conditions.push(gt(area.table.id, depois));
    const page = (await ctx.db
      .select()
      .from(area.table)
      .where(and(...conditions))
      .orderBy(asc(area.table.id))
      .limit(PAGE)) as Row[];
    for (const row of page) yield limpar(ctx, area, row);
    if (page.length < PAGE) return;
    depois = String(page[page.length - 1].id);
  }
}

function limpar(ctx: AppContext, area: Area, row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'usuario_id' || area.omitir?.includes(k)) continue;
    if (k === area.cifradaJson) {
      Object.assign(out, JSON.parse(ctx.cipher.decrypt(v as string) ?? '{}'));
      continue;
    }
    out[k] = area.cifradas?.includes(k) ? ctx.cipher.decrypt(v as string | null) : v;
  }
  return out;
}

/** A JSON array written as the rows arrive. */
function jsonArray(rows: AsyncIterable<Row>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const row of rows) {
        yield `${first ? '\n' : ',\n'}  ${JSON.stringify(row)}`;
        first = false;
      }
      yield first ? ']\n' : '\n]\n';
    })(),
  );
}

/**
 * The same rows as CSV for Brazilian Excel (`;`, UTF-8 with BOM, formulas neutralised, lib/csv.ts): the columns are
 * the first row's; objects (an address, a responsável) go as JSON in their cell.
 */
function csvArray(rows: AsyncIterable<Row>): Readable {
  return Readable.from(
    (async function* () {
      let colunas: string[] | null = null;
      for await (const row of rows) {
        if (!colunas) {
          colunas = Object.keys(row);
          yield linhasCsv([colunas], true);
        }
        yield linhasCsv([colunas.map((c) => celula(row[c]))]);
      }
      if (!colunas) yield BOM_UTF8;
    })(),
  );
}

/** Opens the stored file only when the ZIP starts reading this entry. */
function lazyFile(ctx: AppContext, storageKey: string): Readable {
  return Readable.from(
    (async function* () {
      yield* await ctx.storage.get(storageKey);
    })(),
  );
}

function leiame(geradoEm: Date): string {
  const linhas = [
    'CONSULTÓRIO — EXPORTAÇÃO DOS SEUS DADOS',
    '',
    `Gerada em ${geradoEm.toISOString()} (horário UTC).`,
    'Esta exportação atende ao direito de portabilidade da LGPD (Lei 13.709/2018, art. 18).',
    'Ela contém dados de saúde dos seus pacientes, protegidos pelo sigilo profissional:',
    'guarde-a em local seguro e não a envie por e-mail ou aplicativos de mensagem.',
    '',
    'ARQUIVOS',
    '',
    '- perfil.json: seus dados de cadastro (nome, e-mail, CPF, CRP, telefone, endereço, plano) e os lembretes.',
    ...AREAS.map((a) => `- ${a.arquivo}: ${a.descricao}.`),
    '- equipe.json: as secretárias com acesso à conta (nome, e-mail, acesso ao financeiro) e os convites pendentes.',
    '- anexos.json: a lista dos anexos de cada paciente, com o nome do arquivo correspondente na pasta anexos/.',
    '- anexos/: os arquivos anexados, com o nome original.',
    '',
    'COMO LER',
    '',
    'Os arquivos .json são texto (UTF-8) e abrem em qualquer editor ou planilha que importe JSON.',
    'pacientes.csv, sessoes.csv, agendamentos.csv e financeiros.csv trazem os mesmos dados para abrir no Excel',
    '(separados por ponto e vírgula).',
    'Cada registro tem um "id"; "paciente_id" liga sessões, anamneses, prontuários, agenda e anexos ao paciente.',
    'Valores terminados em "_centavos" estão em centavos (12345 = R$ 123,45).',
    'Datas e horários estão no formato ISO 8601, em UTC quando têm horário.',
    '',
  ];
  return linhas.join('\r\n');
}

/** The ZIP of everything the user holds, as a stream. Nothing of another user: every query is by usuario_id. */
export async function exportarDados(ctx: AppContext, usuarioId: string): Promise<Readable> {
  const { ZipArchive } = await archiver();
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const agora = new Date();
  const entry = (name: string) => ({ name, date: agora });
  // A failing entry (unreadable file, undecryptable row) fails the whole ZIP: never a silently partial export.
  const falha = (err: unknown) => zip.destroy(err instanceof Error ? err : new Error(String(err)));
  const append = (source: Readable | string, name: string) => {
    if (typeof source !== 'string') source.on('error', falha);
    zip.append(source, entry(name));
  };

  (async () => {
    append(leiame(agora), 'LEIAME.txt');
    const [perfil] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
    if (perfil) {
      const { senha_hash: _s, failed_logins: _f, locked_until: _l, ...visivel } = perfil;
      // The reminder settings (docs/product.md §13) belong to the profile; no row means they were never saved.
      const [config] = await ctx.db
        .select({
          ativo: lembretesConfig.ativo,
          antecedencia_horas: lembretesConfig.antecedencia_horas,
          modelo: lembretesConfig.modelo,
        })
        .from(lembretesConfig)
        .where(eq(lembretesConfig.usuario_id, usuarioId));
      append(`${JSON.stringify({ ...visivel, lembretes: config ?? null }, null, 2)}\n`, 'perfil.json');
    }
    for (const area of AREAS) {
      append(jsonArray(linhas(ctx, usuarioId, area)), area.arquivo);
      if (area.csv) append(csvArray(linhas(ctx, usuarioId, area)), area.arquivo.replace(/\.json$/, '.csv'));
    }
    // The team (docs/product.md §15): who acts on the account and the pending invitations; no password or token.
    append(`${JSON.stringify(await equipeParaExportar(ctx, usuarioId), null, 2)}\n`, 'equipe.json');

    // Attachments: the list first (names made unique), then each file, opened when the ZIP reaches it.
    const usados = new Set<string>();
    const lista: Row[] = [];
    const anexosArea: Area = {
      arquivo: 'anexos.json',
      descricao: '',
      table: anexos,
      cifradas: ['nome_original', 'descricao'],
    };
    for await (const row of linhas(ctx, usuarioId, anexosArea)) {
      const arquivo = `anexos/${nomeUnico(nomeSeguro(String(row.nome_original)), usados)}`;
      append(lazyFile(ctx, String(row.storage_key)), arquivo);
      const { storage_key: _k, ...meta } = row;
      lista.push({ ...meta, arquivo });
    }
    append(jsonArray(Readable.from(lista)), 'anexos.json');
    await zip.finalize();
  })().catch(falha);

  return zip;
}

/** The export's file name: consultorio-dados-AAAA-MM-DD.zip (consultorio-backup-… for a backup). */
export const nomeExportacao = (quando = new Date(), tipo: 'dados' | 'backup' = 'dados') =>
  `consultorio-${tipo}-${quando.toISOString().slice(0, 10)}.zip`;
