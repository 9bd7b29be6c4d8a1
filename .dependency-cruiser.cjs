// The layers of ARCHITECTURE.md ("The house"), enforced on shipped source: core depends on
// nothing; the embeds depend on core (and embed-kit); the apps depend on core and on the widget's
// views, which the dashboard's live preview and the server's rendered HTML show as the embed does;
// nothing depends on an app. Tests, e2e and benchmarks may reach anything they exercise.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-stands-alone',
      comment: 'Core is pure rules used by every runtime: no other workspace, no DOM, no Node.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { pathNot: ['^packages/core/', '^node_modules/(libphonenumber-js|typebox)/'] },
    },
    {
      name: 'no-node-builtins-in-browser-code',
      comment: 'Core, the embeds and the dashboard run in browsers (core in Node too): no node: built-ins.',
      severity: 'error',
      from: { path: '^(packages/(core|widget|chat|signup|content|embed-kit)|apps/dashboard)/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'embed-kit-uses-only-core',
      comment: 'The kit every embed shares builds on core alone, so any embed can take it.',
      severity: 'error',
      from: { path: '^packages/embed-kit/src/' },
      to: { path: '^(packages|apps)/', pathNot: ['^packages/(embed-kit|core)/'] },
    },
    {
      name: 'embeds-stay-embeds',
      comment: 'The widget, the chat, the sign-up script and the content kit ship into host pages: core and embed-kit only, never an app nor each other.',
      severity: 'error',
      from: { path: '^packages/(widget|chat|signup|content)/src/' },
      to: { path: '^(packages|apps)/', pathNot: ['^packages/(core|embed-kit)/', '^packages/$1/'] },
    },
    {
      name: 'nothing-imports-an-app',
      comment: 'Apps are the top of the house: no package and no other app imports one.',
      severity: 'error',
      from: { path: '^(?:packages|apps)/([^/]+)/src/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'apps-take-only-the-widget-views',
      comment: "The apps show designs 'with the same views' (ARCHITECTURE): the widget's views, not its runtime.",
      severity: 'error',
      from: { path: '^apps/[^/]+/src/' },
      to: { path: '^packages/widget/', pathNot: '^packages/widget/(src/views/|dist-node/views/)' },
    },
    {
      name: 'apps-skip-the-embed-kit-and-chat',
      comment: 'embed-kit, chat, signup and content are for host pages; an app that needs a rule from them needs it in core.',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/' },
      to: { path: '^packages/(embed-kit|chat|signup|content)/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle of runtime imports makes module order matter and hides which module owns an idea.',
      severity: 'error',
      from: { path: '^(packages|apps)/[^/]+/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-types',
      comment: 'Types importing each other in a ring are erased at build time, but still blur which file owns a type.',
      severity: 'warn',
      from: { path: '^(packages|apps)/[^/]+/src/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that resolves to nothing fails at run time.',
      severity: 'error',
      from: { path: '^(packages|apps)/[^/]+/src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|dist-node|dist-gallery|node_modules|test-results)/'] },
    // Type-only imports are layering too: a type from the server in an embed is still a leak.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // Workspace packages resolve to their source, as the dev builds and Vitest see them.
      conditionNames: ['source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
