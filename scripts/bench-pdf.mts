// docs/product.md §10: "PDF of a patient with 500 record entries ≤ 2 s, memory ≤ 200 MB". Not a test: a measurement.
//   node scripts/bench-pdf.mts            prints one JSON line per figure
//   ENTRADAS=1000 node scripts/bench-pdf.mts
// Each measurement runs in a fresh child process, so its peak RSS is its own:
//   pdf   the record document built by the call the export route makes (`gerarPdf` with the record's `PDF`), on
//         the PDF worker once it has started as the server starts it (lib/primeiro-uso.ts `carregarPacotes`; the
//         worker loads pdfmake and renders a first page: lib/pdf-trabalhador.ts), from 500 decrypted entries of
//         200–1,100 characters (about 530 on average: a paragraph per session), a third of them with a title, half
//         linked to a session. Memory: the process's peak RSS (the worker's heap is in it) minus its RSS before;
//   http  the whole `GET /prontuario/paciente/{id}/exportar` on the real app (PGlite in memory): query, decrypt,
//         lay out and render on the PDF worker. The app first loads its packages as main.ts does in its idle time
//         after it listens (the PDF worker among them). Cold = the first export after that; warm = the next one,
//         during which another user asks for their patient list every 10 ms (how long they waited: its note).
//         A third process exports without that loading (a request that comes as the server starts): its time is
//         the cold figure's note. (The app's RSS is mostly PGlite's in-memory database, so memory is measured on the
//         pdf child: peak RSS minus RSS before building.)
// Wall times suffer when the machine is busy; cpu_ms is the build's own CPU time.
// `benchPdf()` is what `npm run bench` calls (its PDF section); run alone, it exits 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Figure, Report } from './bench/report.mts';
import { summarize } from './bench/stats.mts';

const ENTRADAS = Number(process.env.ENTRADAS ?? 500);
const TIPOS = [
  'evolucao',
  'evolucao',
  'evolucao',
  'procedimento',
  'avaliacao_demanda',
  'encaminhamento',
] as const;
const FRASES = [
  'Paciente chega pontualmente e relata uma semana mais tranquila no trabalho.',
  'Retomamos o tema da relação com a mãe, trazido ao fim da sessão anterior.',
  'Refere melhora do sono após a adoção da rotina combinada, com despertares menos frequentes.',
  'Identificou pensamentos automáticos ligados ao medo de errar diante da equipe.',
  'Trabalhamos o registro de situações, emoções e pensamentos com exemplos desta semana.',
  'Mostrou-se emocionada ao falar da mudança de cidade e da saudade dos amigos.',
  'Combinamos observar os momentos de maior ansiedade e anotar o que os antecede.',
  'Relata conflito com o irmão; discutimos formas de comunicar o incômodo sem escalar a briga.',
  'Sem ideação suicida; mantém acompanhamento psiquiátrico e uso regular da medicação.',
  'Encerramos com técnica de respiração diafragmática, que a paciente disse ter praticado em casa.',
  'Percebe avanço na capacidade de dizer não às demandas excessivas da chefia.',
  'Próxima sessão: retomar a hierarquia de exposição elaborada em conjunto.',
];

/** Deterministic entries, oldest first. */
export function entradasDeTeste(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const frases = 3 + ((i * 7) % 14); // 3–16 sentences
    const conteudo = Array.from({ length: frases }, (_, k) => FRASES[(i + k * 5) % FRASES.length]).join(' ');
    const d = new Date(Date.UTC(2016, 0, 4) + i * 7 * 86_400_000).toISOString().slice(0, 10);
    return {
      data: d,
      tipo: TIPOS[i % TIPOS.length],
      titulo: i % 3 === 0 ? `Sessão ${i + 1}` : null,
      conteudo,
      sessao_data: i % 2 === 0 ? d : null,
    };
  });
}

const mb = () => process.resourceUsage().maxRSS / 1024;
const emit = (o: Record<string, number>) => process.stdout.write(`${JSON.stringify(o)}\n`);

async function childPdf(): Promise<void> {
  const { PDF } = await import('../apps/api/src/modules/prontuarios/pdf.ts');
  const { gerarPdf } = await import('../apps/api/src/lib/pdf.ts');
  const { carregarPacotes } = await import('../apps/api/src/lib/primeiro-uso.ts');
  // As main.ts does after the server listens (here without waiting for idle windows: nothing else runs). Its
  // pauses do not hold the process open (a server's socket does): this timer does, until the figures are out.
  const aberto = setInterval(() => undefined, 1000);
  await carregarPacotes({ pausaMs: 0, ocioso: () => true });
  const entradas = entradasDeTeste(ENTRADAS);
  const rssBefore = process.memoryUsage().rss / 1024 / 1024;
  const cpu = process.cpuUsage();
  const t = performance.now();
  const pdf = await gerarPdf(PDF, {
    psicologo: { nome: 'Ana Beatriz Souza', crp: '06/123456' },
    paciente: {
      nome: 'Mariana Costa Lima',
      nome_social: null,
      data_nascimento: '1990-05-12',
      cpf: '52998224725',
    },
    entradas,
    escopo: 'todos',
    emitidoEm: new Date(),
  });
  const ms = performance.now() - t;
  const { user, system } = process.cpuUsage(cpu);
  const chars = entradas.reduce((s, e) => s + e.conteudo.length, 0);
  emit({
    ms,
    cpu_ms: (user + system) / 1000,
    rss_mb: mb(),
    rss_before_mb: rssBefore,
    bytes: pdf.length,
    media_caracteres: chars / entradas.length,
  });
  clearInterval(aberto);
}

async function childHttp(preCarga: boolean): Promise<void> {
  const { eq } = await import('drizzle-orm');
  const { buildTestApp, createUser } = await import('../apps/api/src/test/app.ts');
  const { prontuarios, usuarios } = await import('../apps/api/src/db/schema.ts');
  const app = await buildTestApp({ databaseUrl: 'memory://' });
  const user = await createUser(app);
  await app.ctx.db.update(usuarios).set({ plano_slug: 'essencial' }).where(eq(usuarios.id, user.id));
  const res = await app.inject({
    method: 'POST',
    url: '/api/paciente',
    headers: user.auth,
    payload: { nome: 'Mariana Costa Lima', telefone: '(11) 98765-4321', data_nascimento: '1990-05-12' },
  });
  const pacienteId = res.json().paciente.id as string;
  const { cipher } = app.ctx;
  const rows = entradasDeTeste(ENTRADAS).map((e) => ({
    usuario_id: user.id,
    paciente_id: pacienteId,
    data: e.data,
    tipo: e.tipo,
    titulo: cipher.encrypt(e.titulo),
    conteudo: cipher.encrypt(e.conteudo),
  }));
  for (let i = 0; i < rows.length; i += 250)
    await app.ctx.db.insert(prontuarios).values(rows.slice(i, i + 250));
  if (preCarga) {
    const { carregarPacotes } = await import('../apps/api/src/lib/primeiro-uso.ts');
    await carregarPacotes();
  }
  const exportar = async () => {
    const t = performance.now();
    const r = await app.inject({
      url: `/api/prontuario/paciente/${pacienteId}/exportar`,
      headers: user.auth,
    });
    if (r.statusCode !== 200) throw new Error(`exportar: ${r.statusCode} ${r.body}`);
    return performance.now() - t;
  };
  const cold = await exportar();
  // During the warm export, another user's request every 10 ms (their patient list): how long each waited.
  const outro = await createUser(app);
  let exportando = true;
  const esperas: number[] = [];
  const pedidos = (async () => {
    while (exportando) {
      const t = performance.now();
      const r = await app.inject({ url: '/api/pacientes?page=1&per_page=10', headers: outro.auth });
      if (r.statusCode !== 200) throw new Error(`pacientes: ${r.statusCode} ${r.body}`);
      esperas.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const warm = await exportar().finally(() => {
    exportando = false;
  });
  await pedidos;
  const outros = summarize(esperas);
  emit({
    cold_ms: cold,
    warm_ms: warm,
    outros_pedidos: outros.count,
    outros_mediana_ms: outros.p50,
    outros_max_ms: outros.max,
  });
  await app.close();
}

function runChild(kind: 'pdf' | 'http' | 'http-sem-pre-carga'): Record<string, number> {
  const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), `--child=${kind}`], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (out.status !== 0) throw new Error(`bench-pdf ${kind}: ${out.stderr}`);
  const line = out.stdout.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(line) as Record<string, number>;
}

/** The figures, each measured in its own process; every one carries its budget (docs/product.md §10). */
export function benchPdf(): Figure[] {
  const pdf = runChild('pdf');
  const http = runChild('http');
  const semPreCarga = runChild('http-sem-pre-carga');
  const n = ENTRADAS;
  const r = (v: number) => Math.round(v);
  return [
    {
      figure: `prontuario_pdf_${n}_build_ms`,
      value: pdf.ms,
      unit: 'ms',
      budget: { max: 2000 },
      note: `CPU ${r(pdf.cpu_ms)} ms; ${r(pdf.bytes / 1024)} KB; ${r(pdf.media_caracteres)} caracteres por entrada`,
    },
    {
      figure: `prontuario_pdf_${n}_build_memory_mb`,
      value: pdf.rss_mb - pdf.rss_before_mb,
      unit: 'MB',
      budget: { max: 200 },
      note: `RSS máximo do processo ${r(pdf.rss_mb)} MB, ${r(pdf.rss_before_mb)} MB antes de montar`,
    },
    {
      figure: `prontuario_pdf_${n}_http_cold_ms`,
      value: http.cold_ms,
      unit: 'ms',
      budget: { max: 2000 },
      note: `primeira exportação sem a carga ociosa dos pacotes (servidor recém-iniciado): ${r(semPreCarga.cold_ms)} ms`,
    },
    {
      figure: `prontuario_pdf_${n}_http_warm_ms`,
      value: http.warm_ms,
      unit: 'ms',
      budget: { max: 2000 },
      note: `durante ela, ${http.outros_pedidos} pedidos de outro usuário (um a cada 10 ms): mediana ${http.outros_mediana_ms.toFixed(1)} ms, máximo ${r(http.outros_max_ms)} ms`,
    },
  ];
}

const child = process.argv.find((a) => a.startsWith('--child='))?.slice('--child='.length);
if (child === 'pdf') await childPdf();
else if (child === 'http') await childHttp(true);
else if (child === 'http-sem-pre-carga') await childHttp(false);
else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = new Report((line) => process.stdout.write(`${line}\n`));
  for (const f of benchPdf()) report.add(f);
  process.exitCode = report.exitCode();
}
