// The patients' side of the service's mix (docs/operations.md §"The bench"): what each run writes for the patient's
// page and the data set does not keep — 1 to 3 live portal links per practice, a portal session on each (written as
// an entry would, like the psychologists' session tokens), a pré-anamnese waiting for its draft and a PHQ-9 and a
// GAD-7 waiting for their answers. Written again on every run over the previous run's, so the seed stays valid.
import type pg from 'pg';
import type { FieldCipher } from '../../apps/api/src/lib/crypto.ts';
import { newToken, sha256 } from '../../apps/api/src/lib/crypto.ts';

/** A live link: its token and the birth date that enters it, the session already open on it and its form. */
export interface LinkDoPortal {
  token: string;
  nascimento: string;
  sessao: string;
  formulario: string;
}

/** A scale waiting for its answer on a patient's page, answered once by the mix (a second answer is a 409). */
export interface EscalaPendente {
  sessao: string;
  id: string;
  itens: number;
}

export interface PortalMix {
  links: LinkDoPortal[];
  /** Taken in order by every mix of the run (one answer each). */
  escalas: EscalaPendente[];
}

const ITENS: Record<string, number> = { phq9: 9, gad7: 7 };

export async function prepararPortal(
  client: pg.Client,
  cipher: FieldCipher,
  usuarios: string[],
): Promise<PortalMix> {
  // Links cascade to their sessions; forms and scales of the practices are only ever the bench's.
  await client.query('DELETE FROM portal_links WHERE usuario_id = ANY($1::uuid[])', [usuarios]);
  await client.query('DELETE FROM formularios WHERE usuario_id = ANY($1::uuid[])', [usuarios]);
  await client.query('DELETE FROM escalas_aplicacoes WHERE usuario_id = ANY($1::uuid[])', [usuarios]);
  const escolhidos = await client.query<{ usuario_id: string; id: string; nascimento: string }>(
    `SELECT usuario_id, id, nascimento FROM (
       SELECT p.usuario_id, p.id, p.data_nascimento::text AS nascimento,
              row_number() OVER (PARTITION BY p.usuario_id ORDER BY p.id) AS rn,
              1 + abs(hashtext(p.usuario_id::text)) % 3 AS quantos
       FROM pacientes p
       WHERE p.usuario_id = ANY($1::uuid[]) AND p.arquivado_em IS NULL AND p.data_nascimento IS NOT NULL) x
     WHERE rn <= quantos ORDER BY usuario_id, id`,
    [usuarios],
  );
  const rows = escolhidos.rows;
  const tokens = rows.map(() => newToken());
  const sessoes = rows.map(() => newToken());
  const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
  const links = await client.query<{ id: string; paciente_id: string }>(
    `INSERT INTO portal_links (usuario_id, paciente_id, token_hash, token_cifrado, expira_em)
     SELECT u, p, h, c, now() + interval '90 days'
     FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) AS t(u, p, h, c)
     RETURNING id, paciente_id`,
    [col('usuario_id'), col('id'), tokens.map(sha256), tokens.map((t) => cipher.encrypt(t))],
  );
  const linkDe = new Map(links.rows.map((l) => [l.paciente_id, l.id]));
  await client.query(
    `INSERT INTO portal_sessoes (link_id, usuario_id, paciente_id, token_hash, expires_at, identificacao)
     SELECT l, u, p, h, now() + interval '12 hours', 'data_nascimento'
     FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[]) AS t(l, u, p, h)`,
    [rows.map((r) => linkDe.get(r.id)), col('usuario_id'), col('id'), sessoes.map(sha256)],
  );
  const formularios = await client.query<{ id: string; paciente_id: string }>(
    `INSERT INTO formularios (usuario_id, paciente_id, modelo)
     SELECT u, p, 'pre_anamnese' FROM unnest($1::uuid[], $2::uuid[]) AS t(u, p)
     RETURNING id, paciente_id`,
    [col('usuario_id'), col('id')],
  );
  const formularioDe = new Map(formularios.rows.map((f) => [f.paciente_id, f.id]));
  const escalas = await client.query<{ id: string; paciente_id: string; escala: string }>(
    `INSERT INTO escalas_aplicacoes (usuario_id, paciente_id, escala, origem)
     SELECT u, p, e, 'portal' FROM unnest($1::uuid[], $2::uuid[]) AS t(u, p) CROSS JOIN unnest($3::text[]) AS e
     RETURNING id, paciente_id, escala`,
    [col('usuario_id'), col('id'), Object.keys(ITENS)],
  );
  const sessaoDe = new Map(rows.map((r, k) => [r.id, sessoes[k]]));
  return {
    links: rows.map((r, k) => ({
      token: tokens[k],
      nascimento: r.nascimento,
      sessao: sessoes[k],
      formulario: formularioDe.get(r.id) ?? '',
    })),
    escalas: escalas.rows
      .map((e) => ({ sessao: sessaoDe.get(e.paciente_id) ?? '', id: e.id, itens: ITENS[e.escala] }))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
  };
}
