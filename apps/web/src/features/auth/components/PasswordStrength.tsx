import { PASSWORD_STRENGTH_LABELS, passwordStrength } from '@consultorio/contracts/auth';
import { Box, Group, Progress, Text } from '@mantine/core';

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** Four bars and a label ("Força da senha: Boa") from the contracts' passwordStrength (0–4). */
export function PasswordStrength({ senha }: { senha: string }) {
  const score = passwordStrength(senha);
  const color = COLORS[score];
  const filled = senha ? Math.max(1, score) : 0;
  return (
    <Box mt={6} aria-live="polite">
      <Group gap={4} grow>
        {[1, 2, 3, 4].map((bar) => (
          <Progress
            key={bar}
            size={4}
            value={filled >= bar ? 100 : 0}
            color={color}
            aria-hidden
            transitionDuration={150}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {senha ? (
          <>
            Força da senha:{' '}
            <Text span size="xs" fw={600} c={color}>
              {PASSWORD_STRENGTH_LABELS[score]}
            </Text>
          </>
        ) : (
          'Use 8 ou mais caracteres com letras e números; 12+, maiúsculas e símbolos a deixam mais forte.'
        )}
      </Text>
    </Box>
  );
}
