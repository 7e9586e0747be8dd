import type { LoginResponse, Usuario } from '@consultorio/contracts/auth';
import { clearToken, getToken, SESSION_TIME_SECONDS, STORAGE_KEYS, setToken } from '../lib/storage';
import { call } from './client';

/**
 * The browser session (docs/product.md §5.1, §5.2): the token persists (localStorage), the logged-in user, `sessionTime` and
 * the `authenticated` flag live in sessionStorage. Ending the session clears them all plus the cached plan.
 */

type SessionEndListener = () => void;
const endListeners = new Set<SessionEndListener>();

/** Called whenever the session ends (logout, expired token handled by the shell); returns the unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

export function startSession({ usuario }: LoginResponse): void {
  const { token, ...user } = usuario;
  setToken(token);
  // A plan cached by a previous user of this browser must never show for the new one.
  localStorage.removeItem(STORAGE_KEYS.planInfo);
  sessionStorage.setItem(STORAGE_KEYS.usuario, JSON.stringify(user));
  sessionStorage.setItem(STORAGE_KEYS.sessionTime, String(SESSION_TIME_SECONDS));
  sessionStorage.setItem(STORAGE_KEYS.authenticated, 'true');
}

export function endSession(): void {
  clearToken();
  localStorage.removeItem(STORAGE_KEYS.planInfo);
  sessionStorage.removeItem(STORAGE_KEYS.usuario);
  sessionStorage.removeItem(STORAGE_KEYS.sessionTime);
  sessionStorage.removeItem(STORAGE_KEYS.authenticated);
  for (const listener of endListeners) listener();
}

/**
 * Ends the session in this browser at once and then on the server (token in the body, no bearer: docs/product.md
 * §8.1). The local part never waits for the network: a tab closed right after "Sair" keeps no token.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  endSession();
  try {
    if (token) await call('auth.logout', { body: { token } });
  } catch (error) {
    // The server-side token still dies by idle expiry.
    console.warn('Não foi possível encerrar a sessão no servidor:', error);
  }
}

export const hasSession = (): boolean => getToken() !== null;

/** The user saved at login, or null (not logged in in this tab, or unreadable storage). */
export function getSessionUser(): Usuario | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.usuario);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Usuario;
  } catch (error) {
    console.warn('Usuário da sessão ilegível:', error);
    return null;
  }
}

/** True when the logged-in person is a secretária acting on a titular's account (docs/product.md §15). */
export const ehSecretaria = (usuario: Usuario | null = getSessionUser()): boolean =>
  usuario?.papel === 'secretaria';

/**
 * A secretária's saved user read again from `GET /user`: the titular may have turned her finance access on or off
 * since the login. A titular's never changes that way: nothing is asked. A tab opened by hand (the token is shared,
 * the saved user is per tab) has none yet: it is read once, so that a secretária's new tab is hers from the start.
 */
export async function atualizarSecretaria(): Promise<Usuario | null> {
  const atual = getSessionUser();
  if (atual && !ehSecretaria(atual)) return atual;
  const { usuario } = await call('usuario.get', { silent: true });
  sessionStorage.setItem(STORAGE_KEYS.usuario, JSON.stringify(usuario));
  return usuario;
}
