import { describe, expect, it } from 'vitest';
import { carregarPacotes, emOcio, medidorDeOcio, pacote, primeiroUso } from './primeiro-uso.ts';

/** Synchronous work, as evaluating a package's modules is. */
const ocupar = (ms: number) => {
  const fim = performance.now() + ms;
  while (performance.now() < fim) {
    // busy
  }
};
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `carregarPacotes` on a server busy for its first five looks; `ficarOcioso` frees it and waits for the end. */
async function carregarComServidorOcupado() {
  let ocupado = true;
  let olhadas = 0;
  const carga = carregarPacotes({
    pausaMs: 1,
    ocioso: () => {
      olhadas += 1;
      return !ocupado;
    },
  });
  while (olhadas < 5) await esperar(2);
  return {
    ficarOcioso: () => {
      ocupado = false;
      return carga;
    },
  };
}

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
      await carregarPacotes({ pausaMs: 5, ocioso: () => true });
    } finally {
      clearInterval(chegada);
    }
    const pdf = ordem.indexOf('pdf');
    const mail = ordem.indexOf('mail');
    expect(pdf).toBeGreaterThanOrEqual(0);
    expect(ordem.slice(pdf + 1, mail)).toContain('requisição');
  });

  it('loads nothing while the server is busy, and goes on once it is idle', async () => {
    let carregou = false;
    const obter = pacote(async () => {
      carregou = true;
      return 'pdfmake';
    });
    const { ficarOcioso } = await carregarComServidorOcupado();
    expect(carregou).toBe(false);
    await ficarOcioso();
    expect(carregou).toBe(true);
    await expect(obter()).resolves.toBe('pdfmake');
  });

  it('does the emOcio tasks too, only once the server is idle', async () => {
    const ordem: string[] = [];
    emOcio(() => ordem.push('escritor'));
    const { ficarOcioso } = await carregarComServidorOcupado();
    expect(ordem).toEqual([]);
    await ficarOcioso();
    expect(ordem.filter((o) => o === 'escritor')).toHaveLength(1);
  });

  it('leaves a package that failed to load for its first use, which tries again', async () => {
    let tentativas = 0;
    const obter = pacote(async () => {
      tentativas += 1;
      if (tentativas === 1) throw new Error('indisponível');
      return 'ok';
    });
    await expect(carregarPacotes({ pausaMs: 0, ocioso: () => true })).resolves.toBeUndefined();
    await expect(obter()).resolves.toBe('ok');
    await expect(obter()).resolves.toBe('ok');
    expect(tentativas).toBe(2);
  });
});

describe('medidorDeOcio', () => {
  it('says busy after a window with work in it, and idle after a window without', async () => {
    // Half the window as the limit: the test runner's own work in the idle window stays well under it.
    const ocioso = medidorDeOcio(0.5);
    ocupar(40);
    expect(ocioso()).toBe(false);
    await esperar(100);
    expect(ocioso()).toBe(true);
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
