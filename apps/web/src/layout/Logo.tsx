import { Group, Text } from '@mantine/core';

/** The product mark, drawn with the theme's primary colour so it follows the appearance panel. */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
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

export function Logo() {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark />
      <Text fw={700} fz="lg" lh={1} c="var(--mantine-color-bright)" style={{ letterSpacing: '-0.01em' }}>
        Consultório
      </Text>
    </Group>
  );
}
