import { defineConfig } from 'vitest/config';
import { preactAliases, serverSourceConditions, sourceConditions } from './packages/widget/vite.config.js';

/** One run, ten projects: pure rules, the shared embed kit, the widget, the chat widget, the sign-up script and the content kit in a DOM, the dashboard and @beckon/react in a DOM with React, the server on SQLite and PostgreSQL, the benches' pure parts. */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a two-core machine,
    // which then waits, idle, on every server test's child process, socket and timer. Three
    // workers keep both cores busy: the whole run took 15 minutes on a 2-core AMD EPYC, 6 now.
    maxWorkers: 3,
    projects: [
      {
        resolve: { conditions: serverSourceConditions },
        ssr: { resolve: { conditions: serverSourceConditions } },
        test: {
          name: 'core',
          include: ['packages/core/test/**/*.test.ts'],
          environment: 'node',
          // Pure rules with no state between files: one module graph per worker (49 s to 6 s here).
          isolate: false,
          // The snippet test inserts a script tag; happy-dom need not fetch it.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
        },
      },
      {
        resolve: { alias: preactAliases, conditions: sourceConditions },
        test: {
          name: 'widget',
          include: ['packages/widget/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/widget/test/support/setup.ts'],
        },
      },
      {
        resolve: { alias: preactAliases, conditions: sourceConditions },
        test: {
          name: 'chat',
          include: ['packages/chat/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The chat opens links in new tabs and parses owner HTML; the tests must not reach the network.
          environmentOptions: { happyDOM: { settings: { navigation: { disableChildPageNavigation: true, disableChildFrameNavigation: true } } } },
        },
      },
      {
        resolve: { conditions: sourceConditions },
        test: {
          name: 'signup',
          include: ['packages/signup/test/**/*.test.ts'],
          environment: 'happy-dom',
          // The page test carries the script's own tag, so that the script finds its server; happy-dom need not fetch it.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
        },
      },
      {
        resolve: { conditions: sourceConditions },
        test: { name: 'content', include: ['packages/content/test/**/*.test.ts'], environment: 'happy-dom' },
      },
      {
        test: { name: 'embed-kit', include: ['packages/embed-kit/test/**/*.test.ts'], environment: 'happy-dom' },
      },
      {
        // The benches' pure parts (bench/main-thread-trace.mjs) and part 5's floor server; the benches themselves run apart.
        // The floor server's test starts a process: room for a machine shared with the rest of the run.
        test: { name: 'bench', include: ['bench/test/**/*.test.mjs'], environment: 'node', isolate: false, testTimeout: 20_000 },
      },
      {
        // The dashboard renders the widget's views with React itself (the live preview), not preact.
        resolve: { conditions: sourceConditions },
        test: {
          name: 'dashboard',
          include: ['apps/dashboard/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Every file unmounts what it renders (cleanup), so React and the pages load once per worker (64 s to 20 s here).
          isolate: false,
          setupFiles: ['apps/dashboard/test/support/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // @beckon/react against real React in a DOM; its server-rendering test asks for Node itself.
        resolve: { conditions: sourceConditions },
        test: {
          name: 'react',
          include: ['packages/react/test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          isolate: false,
          // The provider inserts widget.js; happy-dom need not fetch it (a test loads a stand-in itself).
          environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
          setupFiles: ['packages/react/test/support/setup.ts'],
        },
      },
      {
        resolve: { conditions: serverSourceConditions },
        ssr: { resolve: { conditions: serverSourceConditions } },
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/ensure-postgres.ts'],
          // Every file opens its own database (a temporary SQLite folder or PostgreSQL schema) and
          // closes its apps; none mocks modules or changes the environment, so the server's
          // modules load once per worker (one worker: 295 s to 227 s).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
