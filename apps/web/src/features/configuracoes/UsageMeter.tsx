import { formatLimit, remaining, UNLIMITED } from '@consultorio/contracts/planos';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface UsageMeterProps {
  label: string;
  icon: ReactNode;
  count: number;
  limit: number;
  /** Plural noun for the remaining line: "pacientes", "anexos". */
  noun: string;
}

/** One usage bar of /configuracoes: "3 de 5", what remains, or "Ilimitado" for −1. */
export function UsageMeter({ label, icon, count, limit, noun }: UsageMeterProps) {
  const unlimited = limit === UNLIMITED;
  const left = remaining(limit, count);
  const percent = unlimited || limit <= 0 ? 0 : Math.min(100, (count / limit) * 100);
  const color = percent >= 100 ? 'red' : percent >= 80 ? 'orange' : undefined;
  const id = `uso-${noun}`;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          {icon}
          <Text fw={500} id={id}>
            {label}
          </Text>
        </Group>
        <Text fz="sm" fw={600}>
          {count} de {formatLimit(limit)}
        </Text>
      </Group>
      {/* The name and value go on the section, which is the element with role="progressbar". */}
      <Progress.Root size="md" opacity={unlimited ? 0.35 : 1}>
        <Progress.Section
          value={unlimited ? 100 : percent}
          color={color}
          striped={unlimited}
          aria-labelledby={id}
          aria-valuetext={unlimited ? `${count}, ilimitado` : `${count} de ${limit}`}
        />
      </Progress.Root>
      <Text fz="xs" c="dimmed">
        {unlimited
          ? `Ilimitado: cadastre quantos ${noun} precisar.`
          : left === 0
            ? `Limite atingido: para adicionar mais ${noun}, faça o upgrade do plano.`
            : `Restam ${left} ${noun} no seu plano.`}
      </Text>
    </Stack>
  );
}
