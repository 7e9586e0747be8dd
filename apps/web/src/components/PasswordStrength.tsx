import { SENHA_MIN } from '@consultorio/contracts/auth';
import type { PasswordOwner } from '@consultorio/contracts/password-strength';
import { Box, Group, Progress, Text } from '@mantine/core';
import { useMemo } from 'react';
import { usePasswordStrength } from '../lib/passwordStrength';

const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;
const HINT = `Use ${SENHA_MIN} ou mais caracteres. Uma frase com palavras pouco comuns é forte e fácil de lembrar.`;

/**
 * Four bars and "Força da senha: Boa" under a new-password field, from zxcvbn (loaded lazily, see
 * lib/passwordStrength.ts), with the reason a password would be refused. `hideReason` while the field itself shows
 * the error, so the reason is not said twice.
 */
export function PasswordStrength({
  senha,
  owner = {},
  hideReason = false,
}: {
  senha: string;
  owner?: PasswordOwner;
  hideReason?: boolean;
}) {
  const strength = usePasswordStrength();
  const { nome, email, cpf } = owner;
  // Typing in any field re-renders the form: estimate again only when the password or the owner's data change.
  const verdict = useMemo(
    () => (strength && senha ? strength.checkPasswordStrength(senha, { nome, email, cpf }) : null),
    [strength, senha, nome, email, cpf],
  );
  const short = senha.length < SENHA_MIN;
  const score = verdict ? verdict.score : 0;
  const color = COLORS[score];
  const filled = verdict ? Math.max(1, score) : 0;
  const label = verdict ? strength?.PASSWORD_STRENGTH_LABELS[score] : null;
  const reason = verdict && !hideReason ? (short ? HINT : verdict.message) : null;
  return (
    <Box mt={6} aria-live="polite" data-testid="forca-senha">
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
        {label ? (
          <>
            Força da senha:{' '}
            <Text span size="xs" fw={600} c={color}>
              {label}
            </Text>
            {reason && <> · {reason}</>}
          </>
        ) : (
          HINT
        )}
      </Text>
    </Box>
  );
}
