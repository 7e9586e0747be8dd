import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { stubBrowser } from '../../test/browser';
import { applyThemeToDocument, loadThemeConfig, saveThemeConfig, type ThemeConfig } from './config';
import { themeStore } from './themeStore';

const saved = (config: Partial<ThemeConfig> | string) =>
  localStorage.setItem(
    STORAGE_KEYS.layoutConfig,
    typeof config === 'string' ? config : JSON.stringify(config),
  );

beforeEach(() => {
  localStorage.clear();
  themeStore.reset();
  document.documentElement.className = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('theme configuration (docs/product.md §4)', () => {
  it('defaults to Aura, emerald, zinc, static menu; dark mode from the system preference', () => {
    stubBrowser({ dark: true });
    expect(loadThemeConfig()).toEqual({
      preset: 'Aura',
      primary: 'emerald',
      surface: 'zinc',
      darkTheme: true,
      menuMode: 'static',
    });
    stubBrowser({ dark: false });
    expect(loadThemeConfig().darkTheme).toBe(false);
  });

  it('restores what was saved, the saved light/dark value winning over the system', () => {
    stubBrowser({ dark: true });
    saved({ preset: 'Nora', primary: 'noir', surface: 'ocean', darkTheme: false, menuMode: 'overlay' });
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    expect(loadThemeConfig()).toEqual({
      preset: 'Nora',
      primary: 'noir',
      surface: 'ocean',
      darkTheme: false,
      menuMode: 'overlay',
    });
  });

  it('saves under sakai.layoutConfig and the light/dark value under theme', () => {
    const config: ThemeConfig = {
      preset: 'Lara',
      primary: 'violet',
      surface: 'stone',
      darkTheme: true,
      menuMode: 'static',
    };
    saveThemeConfig(config);
    expect(JSON.parse(localStorage.getItem('sakai.layoutConfig') ?? '{}')).toEqual(config);
    expect(localStorage.getItem('theme')).toBe('dark');
    stubBrowser({ dark: false });
    expect(loadThemeConfig()).toEqual(config);
  });

  it('unreadable storage: defaults and "Erro ao carregar configurações do tema:"', () => {
    stubBrowser({ dark: false });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    saved('{não é json');
    expect(loadThemeConfig()).toMatchObject({ preset: 'Aura', primary: 'emerald', surface: 'zinc' });
    expect(log).toHaveBeenCalledWith('Erro ao carregar configurações do tema:', expect.any(SyntaxError));
  });

  it('an unknown preset falls back to Aura with a console warning, keeping the rest', () => {
    stubBrowser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    saved({
      preset: 'Sakura' as never,
      primary: 'rose',
      surface: 'slate',
      darkTheme: true,
      menuMode: 'static',
    });
    expect(loadThemeConfig()).toMatchObject({ preset: 'Aura', primary: 'rose', surface: 'slate' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"Sakura" não encontrado'));
  });

  it('a failed save logs "Erro ao salvar configurações do tema:"', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cota excedida', 'QuotaExceededError');
    });
    saveThemeConfig({
      preset: 'Aura',
      primary: 'emerald',
      surface: 'zinc',
      darkTheme: true,
      menuMode: 'static',
    });
    expect(log).toHaveBeenCalledWith('Erro ao salvar configurações do tema:', expect.any(DOMException));
  });

  it('a failure applying the theme logs "Erro ao aplicar tema:"', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(document.documentElement.classList, 'toggle').mockImplementation(() => {
      throw new Error('sem DOM');
    });
    applyThemeToDocument({
      preset: 'Aura',
      primary: 'emerald',
      surface: 'zinc',
      darkTheme: true,
      menuMode: 'static',
    });
    expect(log).toHaveBeenCalledWith('Erro ao aplicar tema:', expect.any(Error));
  });

  it('toggling dark mode flips darkTheme, toggles app-dark on <html> and saves', () => {
    stubBrowser({ dark: false });
    expect(themeStore.get().darkTheme).toBe(false);
    expect(document.documentElement.classList.contains('app-dark')).toBe(false);

    themeStore.toggleDarkMode();

    expect(themeStore.get().darkTheme).toBe(true);
    expect(document.documentElement.classList.contains('app-dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem('sakai.layoutConfig') ?? '{}').darkTheme).toBe(true);
  });

  it('toggles inside a view transition when the browser has one', () => {
    stubBrowser({ dark: true });
    const startViewTransition = vi.fn((update: () => void) => update());
    Object.assign(document, { startViewTransition });

    themeStore.toggleDarkMode();

    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(themeStore.get().darkTheme).toBe(false);
    expect(document.documentElement.classList.contains('app-dark')).toBe(false);
    Reflect.deleteProperty(document, 'startViewTransition');
  });
});
