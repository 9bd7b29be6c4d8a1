// Timings depend on the machine, so each machine kind keeps its own baselines: a run compares with
// the baseline of the CPU it runs on, and --update writes that one only. The CI machines have
// been an Intel Xeon and an AMD EPYC, each 2 cores under a VM, about 2.5× apart per request.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';

const baselinesDir = new URL('./baselines/', import.meta.url).pathname;

/** The folder name of this machine's baselines: its CPU model and core count, e.g. `amd-epyc-2-cores`. */
export function machineKind(model = cpus()[0]?.model ?? 'unknown cpu', cores = cpus().length) {
  const name = model
    .toLowerCase()
    .replace(/\((r|tm)\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${name || 'unknown-cpu'}-${cores}-cores`;
}

/** Where the named bench's baseline for this machine lives. */
export function baselinePath(bench, kind = machineKind()) {
  return join(baselinesDir, kind, `${bench}.json`);
}

/** This machine's baseline of the bench, or null with the machines that have one (for the reader to say so). */
export function readBaseline(bench, kind = machineKind()) {
  try {
    return { baseline: JSON.parse(readFileSync(baselinePath(bench, kind), 'utf8')), others: [] };
  } catch {
    const others = readdirSync(baselinesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .filter((d) => {
        try {
          readFileSync(baselinePath(bench, d.name));
          return true;
        } catch {
          return false;
        }
      })
      .map((d) => d.name);
    return { baseline: null, others };
  }
}

/** Writes the bench's baseline for this machine; returns the path written. */
export function writeBaseline(bench, record, kind = machineKind()) {
  const file = baselinePath(bench, kind);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

/** The warning to print when this machine has no baseline of the bench. */
export function noBaselineWarning(bench, others) {
  return `no ${bench} baseline for this machine (${machineKind()}): run with --update on a quiet machine to write one${others.length ? `; baselines exist for ${others.join(', ')}` : ''}`;
}
