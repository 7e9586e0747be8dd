import { paths } from './paths';

/**
 * Login returns to the page that was asked for: `/login?volta=/agendamentos`. Only same-site paths are
 * followed — a path that starts with one "/" (not "//" nor "/\", which browsers read as another site).
 */
export const voltaSegura = (volta: string | null | undefined): string | null =>
  typeof volta === 'string' && /^\/(?![/\\])/.test(volta) && !volta.startsWith(paths.login) ? volta : null;

/** /login carrying where to go back to, when that place is worth returning to. */
export const loginComVolta = (path: string): string => {
  const volta = voltaSegura(path);
  return volta ? `${paths.login}?${new URLSearchParams({ volta })}` : paths.login;
};
