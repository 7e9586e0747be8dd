/**
 * Browser storage keys and lifetimes (docs/product.md §5.1): token and plan persistent (localStorage); the logged-in
 * user, sessionTime and the authenticated flag in sessionStorage; theme under `theme` and `sakai.layoutConfig`.
 */
export const STORAGE_KEYS = {
  token: 'token',
  planInfo: 'planInfo',
  usuario: 'usuario',
  sessionTime: 'sessionTime',
  authenticated: 'authenticated',
  theme: 'theme',
  layoutConfig: 'sakai.layoutConfig',
  /** The patient's portal session (docs/decisions/0075-patient-portal-screens.md): this tab only. */
  portalSessao: 'portal.sessao',
} as const;

export const SESSION_TIME_SECONDS = 1800;

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
export const setToken = (token: string): void => localStorage.setItem(STORAGE_KEYS.token, token);
export const clearToken = (): void => localStorage.removeItem(STORAGE_KEYS.token);

/**
 * The patient's session on their own page (docs/product.md §17), kept in sessionStorage under `portal.sessao`
 * (docs/decisions/0075-patient-portal-screens.md): the bearer token of `POST /api/portal/entrar`, the link it was
 * opened from and the names the page greets with. Apart from the psychologist's `token`: the two never mix.
 */
export interface PortalSessao {
  token: string;
  /** The link's own token (the address's last part): a session belongs to the link it entered by. */
  link: string;
  paciente: { nome: string };
  profissional: { nome: string; crp: string };
}

export function getPortalSessao(): PortalSessao | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.portalSessao);
    return raw ? (JSON.parse(raw) as PortalSessao) : null;
  } catch (error) {
    console.warn('Sessão da área do paciente ilegível:', error);
    return null;
  }
}
export const setPortalSessao = (sessao: PortalSessao): void =>
  sessionStorage.setItem(STORAGE_KEYS.portalSessao, JSON.stringify(sessao));
export const clearPortalSessao = (): void => sessionStorage.removeItem(STORAGE_KEYS.portalSessao);
