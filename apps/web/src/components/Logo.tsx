import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The product mark, the same drawing as the favicon (public/favicon.svg), in the theme's primary colour so it
 * follows the appearance panel. One logo for the public pages and the app
 * (docs/decisions/0044-phone-and-wording-details.md).
 */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-logo-mark=""
    >
      <rect width="32" height="32" rx="9" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M9 17c0-4 3-7 7-7s7 3 7 7-3 6-7 6"
        stroke="var(--mantine-primary-color-contrast)"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="16" cy="17" r="2.2" fill="var(--mantine-primary-color-contrast)" />
    </svg>
  );
}

/** Mark and name. With `to`, a link there (public pages); the app's top bar wraps it in its own link. */
export function Logo({ to, size = 'md' }: { to?: string; size?: 'sm' | 'md' }) {
  const logo = (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size === 'sm' ? 26 : 30} />
      <Text
        fw={700}
        fz={size === 'sm' ? 'md' : 'lg'}
        lh={1}
        c="var(--mantine-color-bright)"
        style={{ letterSpacing: '-0.01em' }}
      >
        Consultório
      </Text>
    </Group>
  );
  if (!to) return logo;
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label="Consultório — página inicial">
      {logo}
    </Anchor>
  );
}
