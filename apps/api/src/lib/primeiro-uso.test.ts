import { describe, expect, it } from 'vitest';
import { carregarPacotes, pacote, primeiroUso } from './primeiro-uso.ts';

/** Synchronous work, as evaluating a package's modules is. */
const ocupar = (ms: number) => {
  const fim = performance.now() + ms;
  while (performance.now() < fim) {
    // busy
  }
};

describe('carregarPacotes', () => {
  it('lets the server answer between two packages instead of blocking until the last one has loaded', async () => {
    const ordem: string[] = [];
    pacote(async () => {
      ordem.push('pdf');
      ocupar(30);
    });
    pacote(async () => {
      ordem.push('mail');
      ocupar(30);
    });
    // A request arriving while the packages load: its callback is due as soon as the event loop turns.
    const chegada = setInterval(() => ordem.push('requisição'), 1);
    try {
      await carregarPacotes(5);
    } finally {
      clearInterval(chegada);
    }
    const pdf = ordem.indexOf('pdf');
    const mail = ordem.indexOf('mail');
    expect(pdf).toBeGreaterThanOrEqual(0);
    expect(ordem.slice(pdf + 1, mail)).toContain('requisição');
  });

  it('leaves a package that failed to load for its first use, which tries again', async () => {
    let tentativas = 0;
    const obter = pacote(async () => {
      tentativas += 1;
      if (tentativas === 1) throw new Error('indisponível');
      return 'ok';
    });
    await expect(carregarPacotes(0)).resolves.toBeUndefined();
    await expect(obter()).resolves.toBe('ok');
    await expect(obter()).resolves.toBe('ok');
    expect(tentativas).toBe(2);
  });
});

describe('primeiroUso', () => {
  it('makes the value once for every caller', async () => {
    let feitos = 0;
    const obter = primeiroUso(async () => ++feitos);
    const [a, b] = await Promise.all([obter(), obter()]);
    expect([a, b, await obter()]).toEqual([1, 1, 1]);
  });
});
