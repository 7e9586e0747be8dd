import autocannon from 'autocannon';

/** Fixed-rate load (requests/s) for `seconds`; returns latency percentiles in ms. */
export async function load(opts: {
  url: string;
  token: string;
  paths: string[];
  rate: number;
  seconds: number;
}): Promise<{ p50: number; p99: number; errors: number; non2xx: number; requests: number }> {
  const result = await autocannon({
    url: opts.url,
    connections: 10,
    overallRate: opts.rate,
    duration: opts.seconds,
    headers: { authorization: `Bearer ${opts.token}` },
    requests: opts.paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
