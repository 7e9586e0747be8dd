// The data set of docs/product.md §10 for `npm run bench`: one psychologist with 10,000 patients, 200,000 sessions and
// (as their areas exist) records, appointments, finance entries and attachments' metadata. Bulk SQL, so it takes
// seconds, not hours. `scale` shrinks everything for a quick run (BENCH_SCALE=0.1).
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FieldCipher } from '../lib/crypto.ts';
import type { Db } from './client.ts';
import { pacientes, usuarios } from './schema.ts';

export const BENCH_USER = { email: 'bench@consultorio.local', senha: 'Tempo-de-resposta-2026' };
export const BENCH_SIZES = {
  pacientes: 10_000,
  sessoes: 200_000,
  prontuarios: 100_000,
  agendamentos: 50_000,
  financeiros: 100_000,
  anexos: 2_000,
};

/** First names and surnames of the generated patients, with the accents a search must ignore. */
export const FIRST = [
  'João',
  'Maria',
  'José',
  'Ana',
  'Antônio',
  'Francisca',
  'Carlos',
  'Luíza',
  'Paulo',
  'Adriana',
  'Lucas',
  'Júlia',
  'Mateus',
  'Letícia',
  'Rafael',
  'Beatriz',
  'Gabriel',
  'Conceição',
  'André',
  'Fátima',
];
export const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Ribeiro',
  'Araújo',
  'Conceição',
  'Simões',
  'Magalhães',
  'Galvão',
  'Brandão',
  'Assunção',
  'Romão',
  'Caldeira',
];

export async function seedBench(db: Db, cipher: FieldCipher, scale = 1): Promise<{ usuarioId: string }> {
  const n = (x: number) => Math.max(1, Math.round(x * scale));
  await db.delete(usuarios).where(sql`email = ${BENCH_USER.email}`);
  const [user] = await db
    .insert(usuarios)
    .values({
      nome: 'Dra. Bench Carga',
      email: BENCH_USER.email,
      senha_hash: await hash(BENCH_USER.senha),
      cpf: '00000000191',
      crp: '06/000001',
      telefone: '11900000001',
      plano_slug: 'vitalicio',
    })
    .returning({ id: usuarios.id });
  const uid = user.id;

  const batch = 1000;
  for (let start = 0; start < n(BENCH_SIZES.pacientes); start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(start + batch, n(BENCH_SIZES.pacientes)); i++) {
      const nome = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 13 + 3) % LAST.length]} ${i}`;
      rows.push({
        usuario_id: uid,
        nome,
        email: `paciente${i}@exemplo.com.br`,
        telefone: `119${String(10_000_000 + i).padStart(8, '0')}`,
        data_nascimento: `19${50 + (i % 50)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
        status_tratamento: i % 10 === 0 ? 'alta' : 'em_atendimento',
        valor_sessao_centavos: 15_000 + (i % 5) * 1_000,
      });
    }
    await db.insert(pacientes).values(rows);
  }

  // Sessions spread over the last ~2 years, 20 per patient.
  await db.execute(sql`
    INSERT INTO sessoes (usuario_id, paciente_id, data, duracao_minutos, valor_centavos, presenca, pago)
    SELECT ${uid}, p.id, current_date - ((g * 37 + length(p.nome)) % 720), 50, 15000,
           CASE WHEN g % 9 = 0 THEN 'falta' ELSE 'realizada' END, g % 4 <> 0
    FROM (SELECT id, nome, row_number() OVER () AS rn FROM pacientes WHERE usuario_id = ${uid}) p
    CROSS JOIN generate_series(1, ${Math.max(1, Math.round(n(BENCH_SIZES.sessoes) / n(BENCH_SIZES.pacientes)))}) g`);
  await db.execute(sql`
    UPDATE pacientes p SET ultima_sessao = s.ultima
    FROM (SELECT paciente_id, max(data) AS ultima FROM sessoes WHERE usuario_id = ${uid} AND presenca = 'realizada'
          GROUP BY paciente_id) s
    WHERE p.id = s.paciente_id`);
  const perPaciente = (total: number) => Math.max(1, Math.round(n(total) / n(BENCH_SIZES.pacientes)));
  const pacientesDoUsuario = sql`(SELECT id, row_number() OVER () AS rn FROM pacientes WHERE usuario_id = ${uid}) p`;

  // Record entries: encrypted like real ones (a handful of distinct texts, each encrypted once, reused).
  const textos = Array.from({ length: 20 }, (_, i) =>
    cipher.encrypt(
      `Evolução ${i}: paciente relata melhora do sono; seguimos com técnicas de regulação emocional.`,
    ),
  );
  await db.execute(sql`
    INSERT INTO prontuarios (usuario_id, paciente_id, data, tipo, titulo, conteudo)
    SELECT ${uid}, p.id, current_date - ((g * 41 + p.rn) % 720)::int, 'evolucao', NULL,
           (ARRAY[${sql.join(
             textos.map((t) => sql`${t}`),
             sql`, `,
           )}]::text[])[1 + ((g + p.rn) % 20)]
    FROM ${pacientesDoUsuario} CROSS JOIN generate_series(1, ${perPaciente(BENCH_SIZES.prontuarios)}) g`);

  // Appointments: half in the past, half ahead, at whole hours.
  await db.execute(sql`
    INSERT INTO agendamentos (usuario_id, paciente_id, inicio, fim, duracao_minutos, status)
    SELECT ${uid}, p.id, t.inicio, t.inicio + interval '50 minutes', 50,
           CASE WHEN t.inicio < now() THEN 'realizado' WHEN g % 7 = 0 THEN 'cancelado' ELSE 'agendado' END
    FROM ${pacientesDoUsuario} CROSS JOIN generate_series(1, ${perPaciente(BENCH_SIZES.agendamentos)}) g
    CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + ((((g * 53 + p.rn) % 360) - 180) * interval '1 day')
                        + ((p.rn % 10) * interval '1 hour') AS inicio) t`);

  // Finance entries: mostly receitas of sessions, some expenses.
  await db.execute(sql`
    INSERT INTO financeiros (usuario_id, tipo, descricao, valor_centavos, data, data_pagamento, status, categoria,
                             forma_pagamento, paciente_id, origem)
    SELECT ${uid}, CASE WHEN g % 10 = 0 THEN 'despesa' ELSE 'receita' END,
           CASE WHEN g % 10 = 0 THEN 'Aluguel' ELSE 'Sessão' END, 15000 + (g % 7) * 1000,
           d.dia, CASE WHEN g % 5 = 0 THEN NULL ELSE d.dia END, CASE WHEN g % 5 = 0 THEN 'pendente' ELSE 'pago' END,
           CASE WHEN g % 10 = 0 THEN 'aluguel' ELSE 'sessao' END, 'pix', p.id, 'pessoa_fisica'
    FROM ${pacientesDoUsuario} CROSS JOIN generate_series(1, ${perPaciente(BENCH_SIZES.financeiros)}) g
    CROSS JOIN LATERAL (SELECT current_date - ((g * 29 + p.rn) % 720)::int AS dia) d`);

  // Attachments' metadata only (no stored bytes): enough for lists and counts.
  const nome = cipher.encrypt('laudo.pdf');
  await db.execute(sql`
    INSERT INTO anexos (usuario_id, paciente_id, storage_key, nome_original, tipo, mime_type, tamanho)
    SELECT ${uid}, p.id, 'bench-' || p.id || '-' || g, ${nome}, 'pdf', 'application/pdf', 120000
    FROM ${pacientesDoUsuario} CROSS JOIN generate_series(1, 1) g
    WHERE p.rn <= ${n(BENCH_SIZES.anexos)}`);

  await db.execute(sql`ANALYZE`);
  return { usuarioId: uid };
}
