import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import { MSG } from '@consultorio/contracts/messages';
import {
  featureForPath,
  type GuardDecision,
  guardBeforePlan,
  guardDecision,
} from '@consultorio/contracts/routes';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiError } from '../api/client';
import { planLoading } from '../api/loading';
import { atualizarSecretaria } from '../api/session';
import { getToken } from '../lib/storage';
import { paths } from '../routes/paths';
import { loginComVolta } from '../routes/volta';
import { AccessDeniedMessage } from './AccessDeniedMessage';
import { planCheck } from './planCheck';
import { planStore } from './store';

const FALLBACK_PATH = paths.pacientes.lista;

/**
 * The navigation guard (docs/product.md §5.3): public paths pass; without a token → /login; otherwise the plan is fetched
 * (the "Verificando permissões..." overlay around it, the request counter's overlay off) and the route's feature
 * is checked. Any error in the check → /pacientes (a /pacientes path itself is let through, as it needs nothing).
 */
export async function checkAccess(path: string): Promise<GuardDecision> {
  const early = guardBeforePlan(path, getToken() !== null);
  if (early) return early;

  planCheck.start(planStore.get().info === null);
  planLoading.active = true;
  try {
    // A secretária's areas also depend on her finance access, which the titular may change at any time.
    const [{ plano }, usuario] = await Promise.all([planStore.load(), atualizarSecretaria()]);
    return guardDecision(path, plano, usuario);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'redirect', to: paths.login };
    console.error('Erro ao verificar as permissões do plano:', error);
    const needsNothing = featureForPath(path) === null && path.startsWith(FALLBACK_PATH);
    return needsNothing ? { kind: 'allow' } : { kind: 'redirect', to: FALLBACK_PATH };
  } finally {
    planLoading.active = false;
    planCheck.end();
  }
}

export function notifyAccessDenied(path: string, plano: string, soTitular = false): void {
  if (soTitular) {
    notifications.show({
      id: `acesso-negado-${path}`,
      color: 'red',
      title: MSG.accessDeniedSummary,
      message: MSG_EQUIPE.areaDoTitular,
      autoClose: 5000,
    });
    return;
  }
  notifications.show({
    id: `acesso-negado-${path}`,
    color: 'red',
    title: MSG.accessDeniedSummary,
    message: createElement(AccessDeniedMessage, { id: `acesso-negado-${path}`, path, plano }),
    autoClose: 5000,
  });
}

/** Loader of the logged-in layout: runs on every navigation inside it (see `shouldRevalidateGuard`). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const path = url.pathname;
  const decision = await checkAccess(path);
  if (decision.kind === 'redirect') {
    if (decision.denied) {
      notifyAccessDenied(decision.denied.path, decision.denied.plano, decision.denied.soTitular);
    }
    // To /login: carry the page asked for, so the login returns there.
    throw redirect(decision.to === paths.login ? loginComVolta(path + url.search) : decision.to);
  }
  return null;
}

export { shouldRevalidateGuard } from './revalidate';
