import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';

/** "Ψ Consultório": the product mark (psi, the symbol of psychology), linking to `to`. */
export function Logo({ to = '/', size = 'md' }: { to?: string; size?: 'sm' | 'md' }) {
  const icon = size === 'sm' ? 28 : 34;
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label="Consultório — página inicial">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={icon} radius="md" variant="filled" aria-hidden>
          <Text fw={700} fz={icon * 0.6} lh={1} c="inherit">
            Ψ
          </Text>
        </ThemeIcon>
        <Text fw={700} fz={size === 'sm' ? 'md' : 'lg'} lh={1}>
          Consultório
        </Text>
      </Group>
    </Anchor>
  );
}
