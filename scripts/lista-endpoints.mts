import { api } from '@consultorio/contracts/api/index';
for (const [nome, e] of Object.entries(api)) if (e.acesso === 'sessao') console.log(`${String((e as {secretaria?: string}).secretaria).padEnd(11)} ${e.method.padEnd(6)} /${e.path.padEnd(45)} ${nome}`);
