// A resolve hook for `npm start` (registered by start.ts before the server is loaded), working around a cost of
// Node's own resolver: every time it resolves a module it looks up the package.json that scopes the file and
// spreads it, which parses the package's whole `exports` map again. drizzle-orm's map is 175 KB and its ~400
// relative imports each paid for it: importing `drizzle-orm/pg-core` takes 1.2 s of CPU without this hook, 0.15 s
// with it (docs/decisions/0005-start-loads-only-what-it-needs.md).
//
// Two answers are given without Node's lookup, each the one Node would give:
// - a relative `.js` import from inside node_modules whose target is an existing file of a package that states its
//   "type": the file's real path, with that type;
// - a package name already resolved from the same folder under the same conditions: the same result again.
// Anything else goes to Node unchanged.
// A CommonJS file, like start.ts; only its types are TypeScript.
import type { RegisterHooksOptions } from 'node:module';

const { registerHooks } = require('node:module');
const { readFileSync, realpathSync, statSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { fileURLToPath, pathToFileURL } = require('node:url');

type PackageType = 'module' | 'commonjs' | null;

/** Folder → the "type" its nearest package.json states ('module' | 'commonjs'), or null when none states one. */
const typeOfFolder = new Map<string, PackageType>();

function packageType(folder: string): PackageType {
  const walked: string[] = [];
  let type: PackageType = null;
  for (let dir = folder; ; ) {
    const known = typeOfFolder.get(dir);
    if (known !== undefined) {
      type = known;
      break;
    }
    walked.push(dir);
    let manifest: { type?: unknown } | undefined;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') break; // unreadable or invalid: leave it to Node
    }
    if (manifest !== undefined) {
      // Node's rule: the nearest package.json decides; a "type" other than these two counts as none.
      type = manifest.type === 'module' || manifest.type === 'commonjs' ? manifest.type : null;
      break;
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const dir of walked) typeOfFolder.set(dir, type);
  return type;
}

/** Bare specifiers already resolved, by folder of the importing file and conditions (Node looks them up by those). */
const bare = new Map<string, ReturnType<Parameters<NonNullable<RegisterHooksOptions['resolve']>>[2]>>();

const hooks: RegisterHooksOptions = {
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (!parent?.startsWith('file:')) return nextResolve(specifier, context);
    if (/^\.\.?\/[^?#%]*\.js$/.test(specifier) && parent.includes('/node_modules/')) {
      let path: string;
      try {
        path = fileURLToPath(new URL(specifier, parent));
        if (!statSync(path).isFile()) return nextResolve(specifier, context);
        path = realpathSync(path);
      } catch {
        return nextResolve(specifier, context); // missing: Node writes the error
      }
      const format = packageType(dirname(path));
      if (format) return { url: pathToFileURL(path).href, format, shortCircuit: true };
      return nextResolve(specifier, context);
    }
    // A package name (not a path, URL, built-in or #import): the same answer for every file of one folder.
    if (/^(@[\w.-]+\/)?[\w.-]+(\/[\w./-]*)?$/.test(specifier) && !specifier.startsWith('.')) {
      const key = `${context.conditions?.join(',')}\0${parent.slice(0, parent.lastIndexOf('/'))}\0${specifier}`;
      let found = bare.get(key);
      if (!found) {
        found = { ...nextResolve(specifier, context), shortCircuit: true };
        bare.set(key, found);
      }
      return found;
    }
    return nextResolve(specifier, context);
  },
};
registerHooks(hooks);
