import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/** What this file uses of the PGlite package (passed in: a server on PostgreSQL never loads PGlite). */
type Modulo = Pick<typeof import('@electric-sql/pglite'), 'parse' | 'protocol'>;

/*
 * Statements on the embedded database (docs/decisions/0033-prepared-statements.md). PGlite's own
 * `query` makes six calls into its engine per statement (parse, describe, bind, describe, execute, sync), merges
 * its whole table of type parsers with the caller's on every call, and sends every statement unnamed, so
 * PostgreSQL parses and plans it again on each request: the session check cost 0.9 ms, of which 0.1 is execution.
 * Here a statement's parameter types are asked once per SQL text, and each run is one call (parse, bind,
 * describe, execute, sync). The statements db/preparadas.ts names (fixed shape, a plan that does not depend on the
 * values) are parsed once as named statements, so PostgreSQL keeps their plan as it does on a pooled PostgreSQL
 * connection; the rest stay unnamed, planned for their values. Values are written and rows read by PGlite's own
 * serializers and parsers. Transactions (PGlite's `transaction`) and COPY go through PGlite unchanged.
 */

/** SQL texts that may run as named statements (filled by db/preparadas.ts; the same text on every database). */
const nomeaveis = new Set<string>();

export function permitirNomeada(texto: string): void {
  nomeaveis.add(texto);
}

interface Nomeada {
  nome: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them when it parsed the statement. */
  tipos: number[];
}

function juntar(partes: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(partes.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of partes) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** At most this many SQL texts keep their parameter types for unnamed statements (the search has a few dozen). */
const TEXTOS_GUARDADOS = 1000;

/** Makes `client.query` run statements in one call into PGlite's engine, the allowed ones as named statements. */
export function comNomeadas(client: PGlite, { parse, protocol }: Modulo): void {
  const { serialize } = protocol;
  const original = client.query.bind(client);
  const nomeadas = new Map<string, Nomeada>();
  const tiposSemNome = new Map<string, number[]>();
  /** PGlite's parsers with a caller's own (drizzle passes the same options object on every run of a statement). */
  const parsersDe = new WeakMap<object, typeof client.parsers>();
  const enviar = (partes: Uint8Array[]) => client.execProtocolStream(juntar(partes), { syncToFs: false });

  async function tiposDe(texto: string, nome: string): Promise<number[]> {
    const desc = await enviar([
      serialize.parse({ name: nome, text: texto }),
      serialize.describe({ type: 'S', name: nome }),
      serialize.sync(),
    ]);
    return parse.parseDescribeStatementResults(desc);
  }

  async function executar<T>(texto: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const nomeavel = nomeaveis.has(texto);
    let st = nomeavel ? nomeadas.get(texto) : undefined;
    let tipos = nomeavel ? st?.tipos : tiposSemNome.get(texto);
    if (!tipos) {
      if (nomeavel) {
        const nome = `consultorio_${nomeadas.size + 1}`;
        st = { nome, tipos: await tiposDe(texto, nome) };
        nomeadas.set(texto, st);
        tipos = st.tipos;
      } else {
        tipos = await tiposDe(texto, '');
        if (tiposSemNome.size >= TEXTOS_GUARDADOS) tiposSemNome.clear();
        tiposSemNome.set(texto, tipos);
      }
    }
    // Values written as PGlite's own query writes them: by the parameter's type, else as text.
    const values = params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const escrever = options?.serializers?.[tipos[i]] ?? client.serializers[tipos[i]];
      return escrever ? escrever(p) : String(p);
    });
    const mensagens = await enviar([
      ...(st ? [] : [serialize.parse({ text: texto })]),
      serialize.bind({ statement: st?.nome ?? '', values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    let parsers = client.parsers;
    if (options?.parsers) {
      let juntos = parsersDe.get(options);
      if (!juntos) {
        juntos = { ...client.parsers, ...options.parsers };
        parsersDe.set(options, juntos);
      }
      parsers = juntos;
    }
    await client.syncToFs();
    return parse.parseResults(mensagens, parsers, { rowMode: options?.rowMode })[0] as Results<T>;
  }

  client.query = <T>(texto: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes) return original<T>(texto, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await executar<T>(texto, params ?? [], options);
        } catch (e) {
          // The same error PGlite's own query gives (code, detail…), with the statement and its values.
          if (e && typeof e === 'object' && 'severity' in e)
            Object.assign(e, { query: texto, params, queryOptions: options });
          throw e;
        }
      }),
    );
  };
}
