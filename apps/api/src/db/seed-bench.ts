// The data set of DESIGN.md §10 for `npm run bench`: one psychologist with 10,000 patients, 200,000 sessions and
// (as their areas exist) records, appointments, finance entries and attachments' metadata. Bulk SQL, so it takes
// seconds, not hours. `scale` shrinks everything for a quick run (BENCH_SCALE=0.1).
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { pacientes, usuarios } from './schema.ts';

export const BENCH_USER = { email: 'bench@consultorio.local', senha: 'Bench-senha-2026' };
export const BENCH_SIZES = { pacientes: 10_000, sessoes: 200_000 };

const FIRST = [
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
const LAST = [
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

export async function seedBench(db: Db, scale = 1): Promise<{ usuarioId: string }> {
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
  await db.execute(sql`ANALYZE`);
  return { usuarioId: uid };
}
