import { describe, expect, it } from 'vitest';
import { baselinePath, machineKind, readBaseline } from '../machine-baseline.mjs';

describe('machine baselines', () => {
  it.each([
    ['Intel(R) Xeon(R) Processor', 2, 'intel-xeon-processor-2-cores'],
    ['AMD EPYC', 2, 'amd-epyc-2-cores'],
    ['AMD EPYC 7B13 64-Core Processor', 8, 'amd-epyc-7b13-64-core-processor-8-cores'],
    ['Apple M2 (TM)', 8, 'apple-m2-8-cores'],
    ['', 1, 'unknown-cpu-1-cores'],
  ])('names %j with %i cores %s', (model, cores, kind) => {
    expect(machineKind(model, cores)).toBe(kind);
  });

  it('keeps each machine kind in a folder of its own', () => {
    expect(baselinePath('api', 'amd-epyc-2-cores')).toMatch(/bench\/baselines\/amd-epyc-2-cores\/api\.json$/);
  });

  it('reads the committed Xeon baseline and names it when another machine has none', () => {
    expect(readBaseline('main-thread', 'intel-xeon-processor-2-cores').baseline?.machine.model).toBe('Intel(R) Xeon(R) Processor');
    const missing = readBaseline('main-thread', 'no-such-machine-1-cores');
    expect(missing.baseline).toBeNull();
    expect(missing.others).toContain('intel-xeon-processor-2-cores');
  });
});
