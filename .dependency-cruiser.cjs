// The server's layers, checked by `npm run lint` (depcruise) and proved to bite by
// apps/server/src/test/security/layer-boundaries.test.ts. Decision 0053 says why.
const SRC = '^apps/server/src/';
/** Tests and their helpers may reach anywhere (they build whole apps); only cycles are refused there. */
const TESTS = '[.]test[.]ts$|[.]test-helpers[.]ts$|^apps/server/src/test/';
/** The composition roots: they alone import modules, plugins and infrastructure together. */
const ROOTS = `${SRC}(app|main|entries|parse-child|writer-worker)[.]ts$|${SRC}cli/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file depends on itself through others: every layer can be read, tested and replaced from below.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'infrastructure-below-modules',
      comment:
        'lib/, db/, writer/, parse-pool/, mail/ and kernel/ serve the modules and never know them: a job of a module is handed to them (entries.ts, app.ts).',
      severity: 'error',
      from: { path: `${SRC}(lib|db|writer|parse-pool|mail|kernel)/`, pathNot: TESTS },
      to: { path: [`${SRC}(modules|plugins)/`, ROOTS] },
    },
    {
      name: 'context-below-modules',
      comment: 'types.ts (the AppContext every module gets) names infrastructure only.',
      severity: 'error',
      from: { path: `${SRC}types[.]ts$` },
      to: { path: [`${SRC}(modules|plugins)/`, ROOTS] },
    },
    {
      name: 'modules-below-plugins',
      comment:
        'A module declares what a route needs (kernel/session-account.ts: SIGNED_IN, requireAccount); the plugins app.ts registers act on it. Modules never import plugins or a composition root.',
      severity: 'error',
      from: { path: `${SRC}modules/`, pathNot: TESTS },
      to: { path: [`${SRC}plugins/`, ROOTS] },
    },
    {
      name: 'features-through-the-kernel',
      comment:
        "A feature module never imports another feature's files: what two features share lives in kernel/, and what one feature offers another is handed over by app.ts.",
      severity: 'error',
      from: { path: `${SRC}modules/([^/]+)/`, pathNot: TESTS },
      to: { path: `${SRC}modules/`, pathNot: `${SRC}modules/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
