import {
  PLAN_SEEDS,
  type PlanInfoResponse,
  type PlanoInfo,
  type PlanSlug,
} from '@consultorio/contracts/planos';
import { vi } from 'vitest';

/** Test helpers for the plan: answers of GET user/plan-info and a fetch mock that serves them. */
export function planInfo(slug: PlanSlug, plano: Partial<PlanoInfo> = {}): PlanInfoResponse {
  const seed = PLAN_SEEDS.find((p) => p.slug === slug)!;
  return {
    plano: {
      nome: seed.nome,
      slug,
      status: 'ACTIVE',
      paused: false,
      expira_em: slug === 'essencial' ? '2026-12-21T12:00:00.000Z' : null,
      features: { ...seed.features },
      ...plano,
    },
    stats: {
      pacientes_count: 3,
      limite_pacientes: seed.limite_pacientes,
      can_add_paciente: true,
      anexos_count: 4,
      anexos_limite: seed.anexos_limite,
      can_add_anexo: true,
    },
  };
}

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces global fetch; `answer` decides per request path (e.g. "/public/api/user/plan-info"). */
export function mockFetch(answer: (path: string, init?: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn<typeof fetch>(async (input, init) =>
    answer(new URL(String(input), 'http://localhost').pathname, init),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** jsdom lacks matchMedia and ResizeObserver, which Mantine uses. */
export function stubBrowser({ dark = false, narrow = false } = {}): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (query.includes('prefers-color-scheme: dark') && dark) || (query.includes('max-width') && narrow),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
