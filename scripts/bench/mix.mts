// The service's request mix (docs/performance.md §"The service"): what the users of many small practices do, by
// share, over random practices. Pure: scripts/bench/saas.mts sends it, scripts/bench/mix.test.mts checks it.

import { SAAS_SENHA } from '../../apps/api/src/db/seed-saas.ts';
import type { Requisicao } from './load.mts';
import type { PortalMix } from './portal.mts';

/**
 * The mix's kinds and their shares (%): the psychologists' (login … escrita) and their patients' on the patient's
 * page (portal_*: entering through the link, the home, a form's draft saved, a scale answered).
 */
export const MIX = {
  login: 2,
  dashboard: 8,
  agenda_semana: 18,
  pacientes: 22,
  ficha: 13,
  financeiro: 7,
  escrita: 18,
  portal_entrar: 1,
  portal_inicio: 8,
  portal_rascunho: 2,
  portal_escala: 1,
} as const;

type Tipo = keyof typeof MIX;

export interface Conta {
  id: string;
  email: string;
  token: string;
  pacientes: string[];
}

/** A small deterministic PRNG (mulberry32): the same run sends the same mix. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The mix: request `i` picks a kind by its share, a random practice (or a random patient's link), and what that kind
 * reads or writes. A scale answered takes the next of `portal.escalas` (shared by every mix of a run: each once).
 */
export function mix(contas: Conta[], portal: PortalMix, seed = 1): (i: number) => Requisicao {
  const rand = prng(seed);
  const pick = <T,>(a: readonly T[]) => a[Math.floor(rand() * a.length)];
  const tipos = Object.entries(MIX) as [Tipo, number][];
  const hoje = new Date();
  const dia = (deslocamento: number) =>
    new Date(Date.UTC(hoje.getFullYear(), hoje.getMonth(), hoje.getDate() + deslocamento))
      .toISOString()
      .slice(0, 10);
  const segunda = -((hoje.getDay() + 6) % 7);
  const BUSCAS = ['maria', 'silva', 'joao sa', 'ana conceicao', 'magalhaes', 'paulo', 'lima 12', 'francisca'];
  const ip = () =>
    `10.${Math.floor(rand() * 256)}.${Math.floor(rand() * 256)}.${1 + Math.floor(rand() * 254)}`;
  let escritas = 0;
  const doPortal = (tipo: Tipo): Requisicao => {
    const link = pick(portal.links);
    const xff = ip();
    const sessao = (token: string) => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': xff });
    const escala = tipo === 'portal_escala' ? portal.escalas.shift() : undefined;
    switch (escala ? tipo : tipo === 'portal_escala' ? 'portal_inicio' : tipo) {
      case 'portal_entrar':
        return {
          tipo,
          method: 'POST',
          path: '/api/portal/entrar',
          headers: { 'x-forwarded-for': xff },
          body: { token: link.token, data_nascimento: link.nascimento },
        };
      case 'portal_rascunho':
        return {
          tipo,
          method: 'PUT',
          path: `/api/portal/formularios/${link.formulario}`,
          headers: sessao(link.sessao),
          body: {
            respostas: { queixa_principal: 'Ansiedade no trabalho há alguns meses.', sono: 'Durmo mal.' },
            enviar: false,
          },
        };
      case 'portal_escala':
        return {
          tipo,
          method: 'POST',
          path: `/api/portal/escalas/${escala?.id}/respostas`,
          headers: sessao(escala?.sessao ?? ''),
          // Item 9 of the PHQ-9 at 0: no alert for the psychologist.
          body: { respostas: Array.from({ length: escala?.itens ?? 0 }, (_, k) => (k === 8 ? 0 : 1)) },
        };
      default:
        // Every scale answered already: the patient opens the home instead (logged as the kind drawn).
        return { tipo, path: '/api/portal/inicio', headers: sessao(link.sessao) };
    }
  };
  return () => {
    let x = rand() * 100;
    let tipo: Tipo = 'escrita';
    for (const [t, share] of tipos) {
      if (x < share) {
        tipo = t;
        break;
      }
      x -= share;
    }
    if (tipo.startsWith('portal_')) return doPortal(tipo);
    const c = pick(contas);
    const paciente = pick(c.pacientes);
    const headers = { authorization: `Bearer ${c.token}`, 'x-forwarded-for': ip() };
    switch (tipo) {
      case 'login':
        return {
          tipo,
          method: 'POST',
          path: '/api/login',
          headers: { 'x-forwarded-for': headers['x-forwarded-for'] },
          body: { email: c.email, senha: SAAS_SENHA },
        };
      case 'dashboard':
        return { tipo, path: '/api/dashboard', headers };
      case 'agenda_semana': {
        const semana = segunda + 7 * (Math.floor(rand() * 9) - 4);
        return {
          tipo,
          path: `/api/agendamentos?inicio=${dia(semana)}&fim=${dia(semana + 6)}&page=1&per_page=100`,
          headers,
        };
      }
      case 'pacientes':
        return {
          tipo,
          path:
            rand() < 0.5
              ? `/api/pacientes?page=${1 + Math.floor(rand() * 3)}&per_page=10`
              : `/api/pacientes?busca=${encodeURIComponent(pick(BUSCAS))}&page=1&per_page=10`,
          headers,
        };
      case 'ficha':
        return {
          tipo,
          path: pick([
            `/api/paciente/${paciente}`,
            `/api/paciente/${paciente}/sessoes?page=1&per_page=10`,
            `/api/prontuario/paciente/${paciente}?page=1&per_page=10`,
          ]),
          headers,
        };
      case 'financeiro': {
        const m = new Date(Date.UTC(hoje.getFullYear(), hoje.getMonth() - Math.floor(rand() * 12), 1));
        return {
          tipo,
          path: `/api/financeiros?mes=${m.getUTCMonth() + 1}&ano=${m.getUTCFullYear()}&page=1&per_page=20`,
          headers,
        };
      }
      default: {
        const data = dia(-Math.floor(rand() * 30));
        switch (escritas++ % 4) {
          case 0:
            return {
              tipo,
              method: 'POST',
              path: '/api/sessao',
              headers,
              body: { paciente_id: paciente, data, presenca: 'realizada', pago: true, valor: 180 },
            };
          case 1: {
            const inicio = new Date(Date.now() + (2 + Math.floor(rand() * 60)) * 86_400_000);
            inicio.setUTCHours(11 + Math.floor(rand() * 10), 0, 0, 0);
            return {
              tipo,
              method: 'POST',
              path: '/api/agendamento',
              headers,
              body: {
                paciente_id: paciente,
                inicio: inicio.toISOString(),
                duracao_minutos: 50,
                permitir_conflito: true,
              },
            };
          }
          case 2:
            return {
              tipo,
              method: 'POST',
              path: '/api/financeiros',
              headers,
              body: {
                tipo: 'despesa',
                descricao: 'Material de escritório',
                valor: 42.5,
                data,
                status: 'pago',
              },
            };
          default:
            return {
              tipo,
              method: 'POST',
              path: `/api/prontuario/paciente/${paciente}`,
              headers,
              body: { data, tipo: 'evolucao', conteudo: 'Paciente relata semana mais tranquila; seguimos.' },
            };
        }
      }
    }
  };
}
