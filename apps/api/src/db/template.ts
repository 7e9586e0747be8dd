// `node apps/api/src/db/template.ts`: makes the template new embedded databases start from (see ./client.ts), so
// that even the first `npm start` on a machine skips initdb and the migrations. A build step may run it.
import { ensurePgliteTemplate } from './client.ts';

const made = await ensurePgliteTemplate();
console.info(
  made
    ? 'Modelo do banco embutido pronto.'
    : 'Modelo do banco embutido desativado (PGLITE_TEMPLATE_DIR=off).',
);
