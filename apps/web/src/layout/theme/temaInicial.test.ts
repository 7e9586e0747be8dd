import { SCRIPT_TEMA_INICIAL } from '@consultorio/contracts/tema-inicial';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { applyThemeToDocument, loadThemeConfig } from './config';

/** What the app puts on <html> for the saved appearance, as the page's inline script must before the first paint. */
function htmlState() {
  const root = document.documentElement;
  return {
    dark: root.classList.contains('app-dark'),
    scheme: root.getAttribute('data-mantine-color-scheme'),
    colorScheme: root.style.colorScheme,
    preset: root.dataset.preset,
  };
}

function resetHtml() {
  const root = document.documentElement;
  root.className = '';
  root.removeAttribute('data-mantine-color-scheme');
  root.removeAttribute('data-preset');
  root.style.colorScheme = '';
}

const runScript = () => new Function(SCRIPT_TEMA_INICIAL)();

describe('the inline theme script (contracts/tema-inicial.ts)', () => {
  afterEach(() => {
    localStorage.clear();
    resetHtml();
    vi.unstubAllGlobals();
  });

  const cases: Array<[string, Record<string, string>, boolean]> = [
    ['nothing saved, system light', {}, false],
    ['nothing saved, system dark', {}, true],
    ['theme dark', { [STORAGE_KEYS.theme]: 'dark' }, false],
    ['theme light over a dark system', { [STORAGE_KEYS.theme]: 'light' }, true],
    [
      'layout config only, Nora',
      { [STORAGE_KEYS.layoutConfig]: JSON.stringify({ darkTheme: true, preset: 'Nora' }) },
      false,
    ],
    [
      'unknown preset',
      { [STORAGE_KEYS.layoutConfig]: JSON.stringify({ preset: 'Xyz' }), [STORAGE_KEYS.theme]: 'light' },
      false,
    ],
  ];

  for (const [name, saved, systemDark] of cases) {
    it(`puts on <html> what the app does: ${name}`, () => {
      vi.stubGlobal('matchMedia', (q: string) => ({ matches: systemDark && q.includes('dark') }));
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v);
      runScript();
      const byScript = htmlState();
      resetHtml();
      applyThemeToDocument(loadThemeConfig());
      expect(byScript).toEqual(htmlState());
    });
  }
});
