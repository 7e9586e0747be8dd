// Writes packages/contracts/src/api/rotas.gen.ts (the web's method-and-path map) from the endpoint declarations.
import { writeFileSync } from 'node:fs';
import { api } from '../packages/contracts/src/api/index.ts';
import { ARQUIVO_DE_ROTAS, textoDasRotas } from '../packages/contracts/src/api/rotas.ts';

const destino = new URL(`../${ARQUIVO_DE_ROTAS}`, import.meta.url);
writeFileSync(destino, textoDasRotas(api));
process.stdout.write(`gen:api: ${ARQUIVO_DE_ROTAS} (${Object.keys(api).length} endpoints declarados)\n`);
