/** The guard runs again on every path change inside the logged-in layout (kept apart so routes stay light). */
export const shouldRevalidateGuard = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
