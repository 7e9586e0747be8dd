import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so neither the length nor the content of ADMIN_TOKEN leaks through timing. */
export function isAdminToken(given: string | null, expected: string): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
