// The bench's statistics against stub HTTP servers whose delay is known (docs/operations.md §"The bench"):
// one sample per request at the stated rate, percentiles that match the server's own delays, a stall that
// shows up in every request that waited (no coordinated omission), failures that fail the figure, "missing"
// instead of 0. Run: node --test scripts/bench/*.test.mts
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, test } from 'node:test';
import { openLoop } from './load.mts';
import { Report, verdict } from './report.mts';
import { percentile, summarize } from './stats.mts';

const servers: Server[] = [];
after(() => {
  for (const s of servers) s.closeAllConnections();
  return Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

/** A stub answering each request after `delay(t)` ms (t: ms since the first request); records its delays. */
async function stub(delay: (t: number) => number, status = () => 200) {
  const delays: number[] = [];
  let first: number | undefined;
  const server = createServer((req, res) => {
    const now = performance.now();
    first ??= now;
    const d = delay(now - first);
    setTimeout(() => {
      delays.push(performance.now() - now);
      res.writeHead(status(), { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    }, d);
    req.resume();
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, delays };
}

test('nearest-rank percentiles', () => {
  const xs = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(xs, 50), 50);
  assert.equal(percentile(xs, 99), 99);
  assert.equal(percentile(xs, 100), 100);
  assert.equal(percentile([7], 99), 7);
  const s = summarize([3, 1, 2]);
  assert.deepEqual([s.count, s.p50, s.max, s.mean], [3, 2, 3, 2]);
  assert.throws(() => percentile([], 50));
});

test('10 ms ± 2 ms at 100 req/s: one sample per request, percentiles of the true latencies', async () => {
  const server = await stub(() => 8 + Math.random() * 4);
  const r = await openLoop({
    targets: [server.url],
    paths: ['/a', '/b'],
    rate: 100,
    seconds: 2,
    warmupSeconds: 0.5,
  });
  assert.equal(r.ok, true, r.failure);
  assert.equal(r.sent, 250);
  assert.equal(r.count, 200, 'exactly one sample per measured request');
  assert.equal(server.delays.length, 250);
  const truth = summarize(server.delays.slice(50));
  // The client sees at least the server's delay (plus the loopback round trip), never less: autocannon's
  // correction reported p50 6 ms for a 10.7 ms server.
  assert.ok(r.p50 >= truth.p50, `p50 ${r.p50} < server's ${truth.p50}`);
  // Above it by the round trip and the scheduling of a shared machine (a few ms when idle), not by more.
  assert.ok(r.p50 >= 8 && r.p50 < truth.p50 + 15, `p50 ${r.p50} (server ${truth.p50})`);
  assert.ok(r.p99 >= truth.p99 - 0.5, `p99 ${r.p99} < server's ${truth.p99}`);
});

test('a 300 ms stall shows up in every request due during it (open loop, no coordinated omission)', async () => {
  // From t = 1.0 s to 1.3 s the server answers nothing; whatever arrives then is answered at 1.3 s.
  const server = await stub((t) => (t >= 1000 && t < 1300 ? 1300 - t : 0) + 5);
  const r = await openLoop({ targets: [server.url], paths: ['/'], rate: 100, seconds: 2 });
  assert.equal(r.ok, true, r.failure);
  assert.equal(r.count, 200);
  // ~30 of 200 requests were due during the stall, waiting 300 … 0 ms: the top 10 % wait ≥ ~100 ms.
  assert.ok(r.p99 >= 250, `p99 ${r.p99}`);
  assert.ok(r.p90 >= 60, `p90 ${r.p90}`);
  assert.ok(r.p50 < 60, `p50 ${r.p50}`);
});

test('a sender that falls behind counts its own lateness: latency runs from when the request was due', async () => {
  const server = await stub(() => 2);
  // 500 ms in, this process (the sender) is blocked for 200 ms: ~20 requests fall due and go out late.
  setTimeout(() => {
    const until = performance.now() + 200;
    while (performance.now() < until) {}
  }, 500);
  const r = await openLoop({ targets: [server.url], paths: ['/'], rate: 100, seconds: 1.5 });
  assert.equal(r.count, 150);
  assert.ok(r.senderLagP99 >= 150, `lag ${r.senderLagP99}`);
  assert.ok(r.p99 >= 150, `p99 ${r.p99}: timed from the send, not from when it was due`);
});

test('a non-2xx answer fails the figure, its latency still counted', async () => {
  let n = 0;
  const server = await stub(
    () => 1,
    () => (++n % 50 === 0 ? 500 : 200),
  );
  const r = await openLoop({ targets: [server.url], paths: ['/'], rate: 100, seconds: 1 });
  assert.equal(r.ok, false);
  assert.equal(r.non2xx, 2);
  assert.equal(r.count, 100);
  const report = new Report(() => {});
  report.add({ figure: 'x_p99', value: r.p99, unit: 'ms', budget: { max: 1000 }, failure: r.failure });
  assert.equal(verdict(report.figures[0]), 'FAIL');
  assert.equal(report.exitCode(), 1);
});

test('a refused connection is an error, not a missing sample', async () => {
  const server = await stub(() => 1);
  const dead = servers.pop() as Server;
  await new Promise((r) => dead.close(r));
  const r = await openLoop({ targets: [server.url], paths: ['/'], rate: 50, seconds: 0.2 });
  assert.equal(r.ok, false);
  assert.equal(r.errors, 10);
  assert.equal(r.count, 10);
});

test('a request not answered in time is a timeout, counted as an error with its latency', async () => {
  const server = await stub(() => 300);
  const r = await openLoop({ targets: [server.url], paths: ['/'], rate: 50, seconds: 0.2, timeoutMs: 100 });
  assert.deepEqual(r.statuses, { timeout: 10 });
  assert.equal(r.errors, 10);
  assert.ok(r.p50 >= 95 && r.p50 < 250, `p50 ${r.p50}`); // timers may fire a fraction of a ms early
});

test('report: missing is never 0, budgets both ways, every figure has a budget', () => {
  const lines: string[] = [];
  const report = new Report((l) => lines.push(l));
  report.add({ figure: 'lcp_ms', value: null, unit: 'ms', budget: { max: 1000 } });
  report.add({ figure: 'rps', value: 150, unit: 'req/s', budget: { min: 200 } });
  report.add({ figure: 'p99', value: 20, unit: 'ms', budget: { max: 25 } });
  assert.deepEqual(
    report.figures.map((f) => verdict(f)),
    ['missing', 'FAIL', 'ok'],
  );
  assert.equal(JSON.parse(lines[0]).value, null);
  assert.match(report.table(), /lcp_ms\s+missing\s+≤ 1000 ms\s+missing/);
  assert.match(report.table(), /rps\s+150 req\/s\s+≥ 200 req\/s\s+FAIL/);
  assert.equal(report.exitCode(), 1);
  assert.throws(() => report.add({ figure: 'sem', value: 1, unit: 'ms', budget: {} }));
  report.missing(
    [
      { figure: 'p99', unit: 'ms', budget: { max: 25 } },
      { figure: 'z', unit: 'ms', budget: { max: 1 } },
    ],
    'caiu',
  );
  assert.deepEqual(
    report.figures.map((f) => f.figure),
    ['lcp_ms', 'rps', 'p99', 'z'],
  );
  const good = new Report(() => {});
  good.add({ figure: 'p99', value: 20, unit: 'ms', budget: { max: 25 } });
  assert.equal(good.exitCode(), 0);
});
