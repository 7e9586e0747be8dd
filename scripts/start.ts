// `npm start` enters here. This file is plain JavaScript in a CommonJS folder (scripts/package.json) on purpose:
// it must run on any Node, even one that cannot load TypeScript, to say in one sentence what to do instead of
// failing with a stack trace. npm scripts run the project's own Node 24 (the `node` devDependency, see
// docs/decisions/0002-node-24-and-tools-pinned.md), so `npm start` always passes this check; `node scripts/start.ts`
// on an old Node does not.
if (!process.features.typescript) {
  console.error(
    `O Consultório roda no Node 24 que vem com o projeto, e este é o Node ${process.version}: use \`npm ci\` e depois \`npm start\`.`,
  );
  process.exit(1);
}
// Compiled code of the server's modules is kept on disk between starts (Node's compile cache, in the system's temp
// folder): a start then parses and compiles a fraction of it (docs/decisions/0004-embedded-database-template.md).
require('node:module').enableCompileCache?.();
// Node's resolver re-reads large `exports` maps for every module of a package: skipped where it is not needed.
require('./fast-resolve.ts');
import('./serve.mts');
