// `npm run seed:demo`: creates (or recreates) a demo psychologist with realistic patients, sessions and
// anamneses, so a newcomer sees a living product. Everything goes through the services (rules, encryption).
//
// Embedded mode: PGlite allows ONE process per data directory, so this only runs while the server is stopped.
// With DATABASE_URL it runs against PostgreSQL at any time. Run it with the server's environment: clinical text is
// encrypted with ENCRYPTION_KEY (or DATA_DIR/secrets.json), and the server must hold the same key to read it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { agendamentoCreateSchema } from '@consultorio/contracts/agendamentos';
import { anamneseCreateSchema } from '@consultorio/contracts/anamnese';
import { lancamentoCreateSchema } from '@consultorio/contracts/financeiro';
import { pacienteCreateSchema } from '@consultorio/contracts/pacientes';
import { sessaoCreateSchema } from '@consultorio/contracts/sessoes';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { type AppContext, createContext } from '../context.ts';
import { atorDoSistema } from '../lib/ator.ts';
import { AppError } from '../lib/errors.ts';
import { criarAgendamento } from '../modules/agendamentos/escrita.ts';
import { criarAnamnese } from '../modules/anamnese/service.ts';
import { cadastrar, hashPassword } from '../modules/auth/service.ts';
import { registrarSessao } from '../modules/ciclo-paciente/service.ts';
import { criarLancamento } from '../modules/financeiro/service.ts';
import { cadastrarPaciente } from '../modules/pacientes/escrita.ts';
import { definirPlanoDoUsuario } from '../modules/planos/service.ts';
import { atualizarPerfil } from '../modules/usuario/service.ts';
import { openDatabase } from './client.ts';
import { usuarios } from './schema.ts';
import { seedReferenceData } from './seed.ts';
import { DEMO_ANAMNESES, DEMO_NOTAS, DEMO_PACIENTES, type DemoPaciente } from './seed-demo-data.ts';

export const DEMO = {
  nome: 'Dra. Helena Martins',
  email: 'helena.martins@demo.consultorio.app',
  senha: 'Demo-consultorio-2026',
  cpf: '93184726509',
  crp: '06/184726',
  telefone: '11987650123',
} as const;

/** The demo practice's secretária (docs/product.md §15): the agenda and the registration, never the record. */
export const DEMO_SECRETARIA = {
  nome: 'Joana Ribeiro',
  email: 'recepcao@demo.consultorio.app',
  senha: 'Recepcao-demo-2026!',
} as const;

const config = loadConfig();

async function serverAnswers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(800) });
    return res.ok;
  } catch {
    return false;
  }
}

if (!config.databaseUrl) {
  // PGlite writes postmaster.pid while a process has the directory open (and removes it on close).
  const pid = join(config.dataDir, 'db', 'postmaster.pid');
  if (existsSync(pid)) {
    const running = await serverAnswers(config.port);
    console.error(
      running
        ? `O servidor está em execução (porta ${config.port}) e usa o banco embutido em ${config.dataDir}.\n` +
            'O banco embutido aceita um processo por vez: pare o servidor (Ctrl+C) e rode `npm run seed:demo` de novo.'
        : `O banco embutido em ${config.dataDir} parece estar em uso (${pid} existe).\n` +
            'Pare o servidor e rode de novo. Se nenhum processo estiver usando essa pasta (o servidor caiu), apague\n' +
            `esse arquivo e tente outra vez.`,
    );
    process.exit(1);
  }
}

/** Deterministic pseudo-random numbers: the same demo every time. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20_260_121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => iso(new Date(Date.now() - n * 86_400_000));

/** Session dates from `inicio` days ago to `fim` days ago, every `passo` days. */
function datas(inicio: number, fim: number, passo: number): number[] {
  const out: number[] = [];
  for (let d = inicio; d >= fim; d -= passo) out.push(d);
  return out;
}

const PASSO: Record<string, number> = { semanal: 7, quinzenal: 14, mensal: 28, avulsa: 30 };

function sessoesDe(p: DemoPaciente): number[] {
  if (p.sessoes === 'nenhuma') return [];
  const passo = PASSO[p.frequencia ?? 'semanal'];
  const [inicio, fim] = p.sessoes;
  return datas(inicio, fim, passo);
}

/** The seed acts as the system (lib/ator.ts): its audit lines say `origem: seed`. */
const SEED = atorDoSistema(null, 'seed', { ip: null, user_agent: 'npm run seed:demo' });

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const ctx = createContext(config, database);
    const usuarioId = await criarPsicologa(ctx);
    await criarSecretaria(ctx, usuarioId);
    const totais = { sessoes: 0, anamneses: 0 };
    for (const [i, demo] of DEMO_PACIENTES.entries()) {
      await criarPaciente(ctx, usuarioId, demo, i, totais);
      process.stdout.write(`\r  pacientes: ${i + 1}/${DEMO_PACIENTES.length}`);
    }
    process.stdout.write('\n');
    await lancarDespesas(ctx, usuarioId);
    console.info(resumo(totais));
  } finally {
    await database.close();
  }
}

/** The demo psychologist, created again (the previous demo account goes with everything it owns: FK cascades). */
async function criarPsicologa(ctx: AppContext): Promise<string> {
  await ctx.db.delete(usuarios).where(eq(usuarios.email, DEMO.email));
  const usuario = await cadastrar(ctx, SEED, {
    nome: DEMO.nome,
    email: DEMO.email,
    senha: DEMO.senha,
    cpf: DEMO.cpf,
    crp: DEMO.crp,
    telefone: DEMO.telefone,
  });
  await definirPlanoDoUsuario(ctx, usuario.id, { plano: 'vitalicio' });
  await atualizarPerfil(ctx, SEED, usuario.id, {
    nome: DEMO.nome,
    email: DEMO.email,
    cpf: DEMO.cpf,
    crp: DEMO.crp,
    telefone: DEMO.telefone,
    data_nascimento: '1982-08-14',
    endereco: {
      cep: '05415030',
      logradouro: 'Rua Cardeal Arcoverde',
      numero: '1749',
      complemento: 'Conjunto 42',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    valor_sessao_padrao: 200,
    duracao_sessao_padrao: 50,
    fuso_horario: 'America/Sao_Paulo',
  });
  return usuario.id;
}

/** Her secretária's login, as an accepted invitation leaves it (the previous one went with the old account). */
async function criarSecretaria(ctx: AppContext, titularId: string): Promise<void> {
  await ctx.db.delete(usuarios).where(eq(usuarios.email, DEMO_SECRETARIA.email));
  await ctx.db.insert(usuarios).values({
    nome: DEMO_SECRETARIA.nome,
    email: DEMO_SECRETARIA.email,
    senha_hash: await hashPassword(DEMO_SECRETARIA.senha),
    papel: 'secretaria',
    titular_id: titularId,
  });
}

/** One demo patient with its sessions, its next six weekly appointments (in care) and its anamnese. */
async function criarPaciente(
  ctx: AppContext,
  usuarioId: string,
  demo: DemoPaciente,
  i: number,
  totais: { sessoes: number; anamneses: number },
): Promise<void> {
  const { sessoes: _plano, anamnese, ...dados } = demo;
  // Treatment began with the first session; long-running patients started before the 4 months shown.
  const inicio = demo.sessoes === 'nenhuma' ? 4 : demo.sessoes[0] + (demo.sessoes[0] >= 110 ? 90 : 2);
  const paciente = await cadastrarPaciente(
    ctx,
    usuarioId,
    pacienteCreateSchema.parse({ ...dados, data_inicio: daysAgo(inicio) }),
  );
  for (const dias of sessoesDe(demo)) {
    await criarSessao(ctx, usuarioId, paciente.id, demo, dias);
    totais.sessoes++;
  }
  if (demo.status_tratamento === undefined || demo.status_tratamento === 'em_atendimento') {
    // The next six weekly sessions on the agenda, on a weekday of the coming week.
    const dia = daysAgo(-((i % 5) + 1));
    await criarAgendamento(
      ctx,
      usuarioId,
      agendamentoCreateSchema.parse({
        paciente_id: paciente.id,
        inicio: `${dia}T${demo.hora ?? pick(['08:00', '10:00', '14:00', '16:00', '18:00'])}:00-03:00`,
        status: i % 3 === 0 ? 'confirmado' : 'agendado',
        recorrencia: { frequencia: 'semanal', ocorrencias: 6 },
        permitir_conflito: true,
      }),
    );
  }
  if (anamnese !== undefined) {
    await criarAnamnese(ctx, usuarioId, paciente.id, anamneseCreateSchema.parse(DEMO_ANAMNESES[anamnese]));
    totais.anamneses++;
  }
}

/** A session `dias` days ago: mostly held, some missed or cancelled; most paid, fewer among the recent ones. */
async function criarSessao(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  demo: DemoPaciente,
  dias: number,
): Promise<void> {
  const sorte = random();
  const presenca =
    sorte < 0.82 ? 'realizada' : sorte < 0.9 ? 'falta' : sorte < 0.96 ? 'falta_justificada' : 'cancelada';
  const recente = dias < 14;
  const pago =
    presenca === 'realizada' ? random() < (recente ? 0.5 : 0.93) : presenca === 'falta' && random() < 0.4;
  await registrarSessao(
    ctx,
    usuarioId,
    sessaoCreateSchema.parse({
      paciente_id: pacienteId,
      data: daysAgo(dias),
      hora_inicio:
        demo.hora ?? pick(['08:00', '09:00', '10:00', '14:00', '15:00', '16:00', '18:00', '19:00']),
      presenca,
      pago,
      forma_pagamento: pago
        ? pick(['pix', 'pix', 'pix', 'transferencia', 'cartao_debito', 'dinheiro'])
        : null,
      observacoes: presenca === 'realizada' && random() < 0.45 ? pick(DEMO_NOTAS) : null,
      // Held sessions (and paid misses) become receitas in Financeiro, as "Lançar no financeiro" does.
      gerar_lancamento: presenca === 'realizada' || pago,
    }),
  );
}

/** The practice's monthly expenses (livro-caixa) of the last four months. */
async function lancarDespesas(ctx: AppContext, usuarioId: string): Promise<void> {
  for (let mes = 0; mes < 4; mes++) {
    const data = daysAgo(mes * 30 + 5);
    for (const [descricao, categoria, valor] of [
      ['Aluguel do consultório', 'aluguel', 1450],
      ['Supervisão clínica', 'supervisao', 380],
      ['Sistema e armazenamento', 'software', 59.9],
    ] as const) {
      await criarLancamento(
        ctx,
        usuarioId,
        lancamentoCreateSchema.parse({
          tipo: 'despesa',
          descricao,
          categoria,
          valor,
          data,
          data_pagamento: data,
          forma_pagamento: 'pix',
          dedutivel_livro_caixa: true,
        }),
      );
    }
  }
}

function resumo(totais: { sessoes: number; anamneses: number }): string {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `banco embutido em ${config.dataDir}`;
  return [
    '',
    `Conta de demonstração pronta no ${where}:`,
    `  ${DEMO.nome} — plano Vitalício`,
    `  e-mail: ${DEMO.email}`,
    `  senha:  ${DEMO.senha}`,
    `  ${DEMO_PACIENTES.length} pacientes, ${totais.sessoes} sessões nos últimos 4 meses, ${totais.anamneses} anamneses.`,
    `  secretária: ${DEMO_SECRETARIA.nome} — e-mail ${DEMO_SECRETARIA.email}, senha ${DEMO_SECRETARIA.senha}`,
    '',
    config.databaseUrl
      ? 'Inicie o servidor com o mesmo ambiente (DATABASE_URL e ENCRYPTION_KEY) e entre em /login.'
      : `Inicie com \`npm start\` e entre em http://localhost:${config.port}/login`,
  ].join('\n');
}

try {
  await main();
} catch (err) {
  if (err instanceof AppError && err.statusCode === 409) {
    console.error(
      `Não foi possível criar a conta de demonstração: ${err.message} (outro usuário já usa o CPF, CRP ou ` +
        'telefone da demonstração).',
    );
  } else {
    console.error('Falha ao criar a demonstração:', err);
  }
  process.exit(1);
}
