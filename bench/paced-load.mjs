#!/usr/bin/env node
// The API bench's fixed-rate load (issue 22's p99 at half the peak), in a process of its own so
// that its timers and its garbage are not the bench's: the bench process has run autocannon
// before it and holds what that left, and a pause of its own reads as the server's latency.
// Reads its settings as JSON on argv[2] ({ url, requests, rate, seconds, warmup, connections }),
// prints "measuring" once the warm-up is over, then one line of JSON: the latencies and the lags
// in ms as base64 Float64Arrays (sorted), and the counts.
import { connect } from 'node:net';

/**
 * Requests at a fixed rate: sent on a schedule of their own, evenly spaced whatever the answers
 * do (an open loop), over up to `connections` keep-alive sockets. Each latency counts from when
 * this process issued its request, so a request that waited for a free socket counts that wait
 * too; how late this process itself was to issue them (its timers on a shared machine) is
 * reported apart, as the lag. autocannon's overallRate is not used for this: each of its
 * connections sends its share of a second as fast as it can, then waits for the next second, so
 * the server sees bursts at full load and the p99 is the peak's.
 */
async function paced({ url, requests, rate, seconds, warmup, connections }) {
  const { hostname, port } = new URL(url);
  const wire = requests.map((r) => {
    const body = Buffer.from(r.body ?? '');
    const headers = { host: `${hostname}:${port}`, ...r.headers, 'content-length': body.length };
    const head = `${r.method} ${r.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`;
    return Buffer.concat([Buffer.from(head), body]);
  });
  // The first `warmup` seconds run at the rate too (new sockets, code paths warming) and are not counted.
  const skipped = Math.round(rate * warmup);
  const total = skipped + Math.max(1, Math.round(rate * seconds));
  const latencies = new Float64Array(total);
  const lags = new Float64Array(total);
  const statuses = new Map();
  let answered = 0;
  let errors = 0;
  let issued = 0;
  let next = 0;
  const due = [];
  const idle = [];
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  const settled = () => answered + errors >= total;
  const HEAD_END = Buffer.from('\r\n\r\n');
  const LENGTH = Buffer.from('\r\ncontent-length: ');

  const sockets = await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise((resolve, reject) => {
          const socket = connect({ host: hostname, port: Number(port), noDelay: true }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) {
    // Answers are read with as little work as can be, so that this process stays out of the figures.
    const state = { socket, serial: 0, issuedAt: 0, data: null };
    socket.on('data', (chunk) => {
      const data = state.data === null ? chunk : Buffer.concat([state.data, chunk]);
      const headEnd = data.indexOf(HEAD_END);
      let bodyLength = -1;
      if (headEnd >= 0) {
        let at = data.indexOf(LENGTH);
        if (at < 0 || at > headEnd) {
          const found = /\r\ncontent-length:\s*(\d+)/i.exec(data.subarray(0, headEnd).toString('latin1'));
          bodyLength = Number(found?.[1] ?? 0);
        } else {
          bodyLength = 0;
          for (at += LENGTH.length; data[at] >= 48 && data[at] <= 57; at++) bodyLength = bodyLength * 10 + data[at] - 48;
        }
      }
      if (headEnd < 0 || data.length < headEnd + 4 + bodyLength) {
        state.data = data;
        return;
      }
      state.data = null;
      latencies[state.serial] = performance.now() - state.issuedAt;
      answered += 1;
      if (state.serial >= skipped) {
        const status = (data[9] - 48) * 100 + (data[10] - 48) * 10 + (data[11] - 48);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      release(state);
    });
    socket.on('error', () => {
      errors += 1;
      if (settled()) finish();
    });
    idle.push(state);
  }

  function send(state, serial, issuedAt) {
    state.serial = serial;
    state.issuedAt = issuedAt;
    state.socket.write(wire[next++ % wire.length]);
  }
  function release(state) {
    if (settled()) return finish();
    if (due.length > 0) {
      const serial = due.shift();
      send(state, serial, due.shift());
    } else idle.push(state);
  }
  const started = performance.now();
  let own = null;
  let counted = 0;
  const tick = () => {
    const now = performance.now();
    const upTo = Math.min(total, Math.floor(((now - started) * rate) / 1000) + 1);
    for (; issued < upTo; issued++) {
      if (issued === skipped) {
        // The parent starts its CPU meters now.
        process.stdout.write('measuring\n');
        own = process.cpuUsage();
        counted = now;
      }
      lags[issued] = now - (started + (issued * 1000) / rate);
      if (idle.length > 0) send(idle.pop(), issued, now);
      else due.push(issued, now);
    }
    if (issued < total) setTimeout(tick, Math.max(0, started + (issued * 1000) / rate - performance.now()));
  };
  tick();
  const timer = setTimeout(finish, (warmup + seconds + 10) * 1000);
  await finished;
  clearTimeout(timer);
  const cpu = own ? process.cpuUsage(own) : { user: 0, system: 0 };
  const duration = (performance.now() - counted) / 1000;
  for (const socket of sockets) socket.destroy();
  // Only the requests issued after the warm-up; one never answered counts as the slowest.
  const measured = latencies
    .subarray(skipped)
    .map((ms, i) => (skipped + i < issued && ms === 0 ? Infinity : ms))
    .sort();
  const measuredLags = lags.subarray(skipped).sort();
  let ok = 0;
  for (const [status, n] of statuses) if (status >= 200 && status < 300) ok += n;
  return {
    latencies: measured,
    lags: measuredLags,
    sent: issued - skipped,
    ok,
    statuses: Object.fromEntries(statuses),
    errors,
    duration,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

const result = await paced(JSON.parse(process.argv[2]));
const b64 = (values) => Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
process.stdout.write(`${JSON.stringify({ ...result, latencies: b64(result.latencies), lags: b64(result.lags) })}\n`);
