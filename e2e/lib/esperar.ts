import type { Locator, Page } from 'playwright-core';

/*
 * Waiting for a condition, never for a length of time (docs/decisions/0066-journeys-wait-for-conditions.md). Each
 * helper waits for something the user would see or the page would do, and fails with what it saw when that never
 * comes (within the context's timeout, e2e/lib/browser.ts), so a journey that fails still fails.
 */

/**
 * Until no finite CSS transition or animation is running (a dialog fading in, a drawer sliding, a toast leaving) for
 * two painted frames in a row: the screen is still. Endless ones (a spinner, a skeleton's shimmer) never end, so they
 * do not count.
 */
export async function esperarAnimacoes(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __quadrosParados: number }).__quadrosParados = 0;
  });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __quadrosParados: number };
      const animando = document.getAnimations().some((a) => {
        if (a.playState !== 'running' && !a.pending) return false;
        return a.effect?.getComputedTiming().endTime !== Infinity;
      });
      w.__quadrosParados = animando ? 0 : w.__quadrosParados + 1;
      return w.__quadrosParados >= 2;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Until the field's value is `esperado` (a value the app fills in by itself, e.g. from a patient's file); fails
 * saying `porque` and what the field holds instead.
 */
export async function esperarValor(campo: Locator, esperado: string, porque = ''): Promise<void> {
  await esperarCampo(campo, { igual: esperado }, `"${esperado}"`, porque);
}

/** Until the field's value is no longer `anterior` (the app replaced it); answers the new value. */
export async function esperarValorMudar(campo: Locator, anterior: string): Promise<string> {
  await esperarCampo(campo, { diferente: anterior }, `diferente de "${anterior}"`, '');
  return campo.inputValue();
}

async function esperarCampo(
  campo: Locator,
  alvo: { igual?: string; diferente?: string },
  descricao: string,
  porque: string,
): Promise<void> {
  const elemento = await campo.elementHandle();
  try {
    await campo.page().waitForFunction(
      ({ el, alvo }) => {
        const valor = (el as HTMLInputElement).value;
        return alvo.igual !== undefined ? valor === alvo.igual : valor !== alvo.diferente;
      },
      { el: elemento, alvo },
      { polling: 'raf' },
    );
  } catch (e) {
    const atual = await campo.inputValue().catch(() => '(campo sumiu)');
    const motivo = porque ? `${porque}: ` : '';
    throw new Error(`${motivo}o campo ficou com "${atual}", esperado ${descricao}`, { cause: e });
  }
}

/**
 * Watches a page's requests from now on; `esperarParada()` waits until none is in flight and none starts while the
 * page paints two more frames (what a React effect would fetch after the last answer). A request that never ends
 * fails the wait after `timeout` ms, naming it.
 */
export function vigiarRede(page: Page): { esperarParada(timeout?: number): Promise<void> } {
  const emVoo = new Set<string>();
  let iniciadas = 0;
  let aoEsvaziar: (() => void) | undefined;
  const nome = (r: { method(): string; url(): string }) => `${r.method()} ${r.url()}`;
  const pedidos = new WeakMap<object, string>();
  page.on('request', (r) => {
    const id = `${nome(r)}#${++iniciadas}`;
    pedidos.set(r, id);
    emVoo.add(id);
  });
  const terminou = (r: object) => {
    const id = pedidos.get(r);
    if (id) emVoo.delete(id);
    if (emVoo.size === 0) aoEsvaziar?.();
  };
  page.on('requestfinished', terminou);
  page.on('requestfailed', terminou);
  return {
    async esperarParada(timeout = 15_000) {
      const limite = Date.now() + timeout;
      for (;;) {
        if (emVoo.size > 0) {
          await new Promise<void>((resolve, reject) => {
            const relogio = setTimeout(() => {
              aoEsvaziar = undefined;
              reject(new Error(`a rede não parou em ${timeout} ms: ${[...emVoo].join(', ')}`));
            }, limite - Date.now());
            aoEsvaziar = () => {
              clearTimeout(relogio);
              aoEsvaziar = undefined;
              resolve();
            };
          });
        }
        const antes = iniciadas;
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        if (emVoo.size === 0 && iniciadas === antes) return;
        if (Date.now() > limite)
          throw new Error(`a rede não parou em ${timeout} ms: ${[...emVoo].join(', ')}`);
      }
    },
  };
}
