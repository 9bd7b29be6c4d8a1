// A Vitest reporter that writes down what failed outside any test: errors a test file threw while
// loading or in a hook (the file fails, its tests are never counted) and unhandled errors (the run
// exits 1 with every test green). Both fail the stage with no failed test to name, so
// scripts/test.mjs repeats them at the end of the log, the only part CI keeps.
import { writeFileSync } from 'node:fs';

const firstLine = (error) => String(error?.stack ?? error?.message ?? error ?? '').split('\n')[0];

export default class RunErrors {
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? process.env.VITEST_RUN_ERRORS_FILE;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    if (!this.outputFile) return;
    const modules = [];
    for (const module of testModules) {
      const errors = module.errors();
      if (errors.length === 0 && module.state() !== 'failed') continue;
      const suiteErrors = [];
      // A hook's error (beforeAll, afterAll) belongs to the suite, not to any test.
      for (const suite of module.children.allSuites()) suiteErrors.push(...suite.errors());
      const all = [...errors, ...suiteErrors];
      if (all.length > 0) modules.push({ file: module.moduleId, errors: all.map(firstLine) });
    }
    const unhandled = unhandledErrors.map((error) => `${firstLine(error)}${error.stack ? ` (${String(error.stack).split('\n')[1]?.trim() ?? ''})` : ''}`);
    writeFileSync(this.outputFile, JSON.stringify({ modules, unhandled }, null, 2));
  }
}
