import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePlan } from '../plano/usePlan';
import { paths } from '../routes/paths';
import { QueryError, QueryLoading } from './QueryState';

interface Props<T> {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  titulo: string;
  /** The plan holds the feature; otherwise the section says what it is and which plans have it. */
  liberado: boolean;
  bloqueada: ReactNode;
  /** The settings' query, read only when `liberado`. */
  query: {
    data: T | undefined;
    error: unknown;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  erro: string;
  carregando: string;
  altura: number;
  /** The form, once the settings have loaded. */
  children: (dados: T) => ReactNode;
}

/**
 * A section of Perfil that holds one feature's settings (the booking page, the patient's page, the charges): its
 * heading; without the plan, what it is and "Conhecer os planos" (for who manages the plan); then its loading, its
 * error with a retry, and its form.
 */
export function SecaoDoPerfil<T>({
  id,
  titulo,
  liberado,
  bloqueada,
  query,
  erro,
  carregando,
  altura,
  children,
}: Props<T>) {
  const plan = usePlan();
  return (
    <Stack component="section" aria-labelledby={id} gap="lg" mt="lg">
      <Title order={2} fz="h3" id={id}>
        {titulo}
      </Title>
      {!liberado ? (
        <Card>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconLock size={22} stroke={1.6} aria-hidden />
            <Stack gap={6}>
              <Text fz="sm">{bloqueada}</Text>
              {plan.gerenciaPlano && (
                <Anchor component={Link} to={paths.upgrade} fz="sm">
                  Conhecer os planos
                </Anchor>
              )}
            </Stack>
          </Group>
        </Card>
      ) : (
        <>
          <QueryError title={erro} error={query.error} onRetry={query.refetch} />
          {query.isPending && !query.isError ? (
            <QueryLoading label={carregando} blocks={[altura]} />
          ) : (
            query.data !== undefined && children(query.data)
          )}
        </>
      )}
    </Stack>
  );
}
