// Preloaded (`node --import`) into a server process a test starts: every module the process resolves, `import` or
// `require`, with who asked for it, written as JSON to $MODULOS_CARREGADOS when the process exits (rastros.test.ts).
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const saida = process.env.MODULOS_CARREGADOS;
const vistos: { url: string; de?: string }[] = [];

registerHooks({
  resolve(especificador, contexto, proximo) {
    const resolvido = proximo(especificador, contexto);
    vistos.push({ url: resolvido.url, de: contexto.parentURL });
    return resolvido;
  },
});

if (saida) process.on('exit', () => writeFileSync(saida, JSON.stringify(vistos)));
