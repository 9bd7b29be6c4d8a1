// bench/results-scale.mjs's CSV download, run in a worker thread: the server under test runs in
// the bench's own process, and reading 22 MB on its event loop timed the reader as much as the
// export. A browser downloads in a process of its own; here the reader has the other core.
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers } = workerData;
const started = performance.now();
try {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const reader = response.body.getReader();
  let first;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    first ??= performance.now() - started;
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
  }
  parentPort.postMessage({ elapsed: performance.now() - started, first: first ?? performance.now() - started, rows: lines - 1 });
} catch (error) {
  parentPort.postMessage({ error: String(error?.stack ?? error) });
}
