import { MSG } from '@consultorio/contracts/messages';
import { NO_PLAN } from '@consultorio/contracts/planos';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../api/session';
import { STORAGE_KEYS } from '../lib/storage';
import { jsonResponse, mockFetch } from '../test/browser';
import { planHasFeature, planIsPaused, planOrFallback, planStore } from './store';
import { planInfo } from './testing';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  planStore.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token-de-teste');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.planInfo) ?? 'null');

describe('plan store (docs/product.md §5.3)', () => {
  it('reads the plan from persistent storage when memory is empty, without calling the server', () => {
    const fetch = mockFetch(() => jsonResponse(500, {}));
    localStorage.setItem(STORAGE_KEYS.planInfo, JSON.stringify(planInfo('essencial')));

    expect(planStore.get().info?.plano.nome).toBe('Essencial');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches GET user/plan-info with the bearer token, keeps it in memory and saves it', async () => {
    const answer = planInfo('vitalicio');
    const fetch = mockFetch((path) =>
      path === '/public/api/user/plan-info' ? jsonResponse(200, answer) : jsonResponse(404, {}),
    );

    await expect(planStore.load()).resolves.toEqual(answer);

    expect(planStore.get().info).toEqual(answer);
    expect(stored()).toEqual(answer);
    const headers = fetch.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer token-de-teste');
  });

  it('a load replaces a stale stored plan (the server is the source of truth)', async () => {
    localStorage.setItem(STORAGE_KEYS.planInfo, JSON.stringify(planInfo('gratuito')));
    expect(planStore.get().info?.plano.slug).toBe('gratuito');
    mockFetch(() => jsonResponse(200, planInfo('vitalicio')));

    await planStore.load();

    expect(planStore.get().info?.plano.slug).toBe('vitalicio');
    expect(stored().plano.slug).toBe('vitalicio');
  });

  it('is cleared, in memory and in storage, when the session ends (logout)', async () => {
    mockFetch(() => jsonResponse(200, planInfo('essencial')));
    await planStore.load();

    endSession();

    expect(planStore.get().info).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.planInfo)).toBeNull();
  });

  it('falls back to "Sem plano": limit 0 and every feature off', () => {
    expect(planStore.get().info).toBeNull();
    const { plano, stats } = planOrFallback();
    expect(plano.nome).toBe('Sem plano');
    expect(stats.limite_pacientes).toBe(0);
    expect(Object.values(plano.features).every((on) => on === false)).toBe(true);
    expect(planHasFeature('agendamentos')).toBe(false);
    expect(planOrFallback()).toBe(NO_PLAN);
  });

  it('is paused when status is INACTIVE or paused is true', () => {
    const state = (info: ReturnType<typeof planInfo>) => ({ info, error: null });
    expect(planIsPaused(state(planInfo('essencial')))).toBe(false);
    expect(planIsPaused(state(planInfo('essencial', { status: 'INACTIVE' })))).toBe(true);
    expect(planIsPaused(state(planInfo('essencial', { paused: true })))).toBe(true);
    // While paused only the dashboard stays open.
    const paused = state(planInfo('essencial', { paused: true }));
    expect(planHasFeature('dashboard', paused)).toBe(true);
    expect(planHasFeature('gestao_financeira', paused)).toBe(false);
  });

  it('keeps the server message of a failed load and logs it in Portuguese', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse(503, { message: 'Serviço indisponível no momento.' }));

    await expect(planStore.load()).rejects.toThrow('Serviço indisponível no momento.');

    expect(planStore.get().error).toBe('Serviço indisponível no momento.');
    expect(log).toHaveBeenCalledWith('Erro ao carregar informações do plano:', expect.anything());
  });

  it('uses "Erro ao carregar informações do plano" when the failure carries no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => Promise.reject('sem conexão'));

    await expect(planStore.load()).rejects.toBe('sem conexão');

    expect(planStore.get().error).toBe(MSG.planLoadError);
  });

  it('ignores a stored plan in an unexpected shape and forgets it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.planInfo, JSON.stringify({ plano: { nome: 'X' } }));

    expect(planStore.get().info).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.planInfo)).toBeNull();
  });
});
