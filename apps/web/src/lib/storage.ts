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
} as const;

export const SESSION_TIME_SECONDS = 1800;

export const getToken = (): string | null => localStorage.getItem(STORAGE_KEYS.token);
export const setToken = (token: string): void => localStorage.setItem(STORAGE_KEYS.token, token);
export const clearToken = (): void => localStorage.removeItem(STORAGE_KEYS.token);
