import { FEATURE_LABELS, FEATURES, type PlanSlug } from '@consultorio/contracts/planos';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconPaperclip, IconPlayerPause, IconRocket, IconUsers, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryState';
import { formatDate } from '../../lib/format';
import { useAvailablePlans } from '../../plano/api';
import { precoLabel } from '../../plano/format';
import { planStore } from '../../plano/store';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { Pagamentos } from './Pagamentos';
import { UsageMeter } from './UsageMeter';

const NOTAS: Record<PlanSlug, string> = {
  gratuito: 'Faça o upgrade para liberar o dashboard, a gestão financeira e o Carnê-Leão.',
  essencial:
    'Pagamento via PIX, sem renovação automática: renove antes do vencimento para o plano não pausar.',
  vitalicio: 'Todos os recursos, sem limites de pacientes ou de anexos.',
};

function validadeTexto(expiraEm: string | null, lifetime: boolean, paused: boolean): string {
  if (lifetime) return 'Acesso vitalício, sem renovação.';
  if (!expiraEm) return 'Sem data de vencimento.';
  if (!paused) return `Válido até ${formatDate(expiraEm)}.`;
  return new Date(expiraEm) < new Date()
    ? `Venceu em ${formatDate(expiraEm)}.`
    : `Vencimento: ${formatDate(expiraEm)}.`;
}

/**
 * /configuracoes — "Gerenciar Plano": the plan, its status and expiry, usage, features and the way to upgrade.
 * `children` renders at the end: the screen composes other areas there (the user's data: export, backups).
 */
export function ConfiguracoesPage({ children }: { children?: ReactNode }) {
  const { plano, stats, known, paused, lifetime, error } = usePlan();
  const { data: planos } = useAvailablePlans();
  const atual = planos?.find((p) => p.slug === plano.slug);
  const nota = plano.slug && !paused ? NOTAS[plano.slug] : null;
  // A failed retry is kept (and logged) by the store, and shown by the alert below.
  const retry = () => void planStore.load().catch(() => undefined);

  return (
    <>
      <PageHeader
        title="Gerenciar Plano"
        description="Seu plano atual, quanto dele você já usa e o que está incluído."
        actions={
          !lifetime && (
            <Button component={Link} to={paths.upgrade} leftSection={<IconRocket size={17} stroke={1.7} />}>
              {paused ? 'Renovar ou mudar de plano' : 'Fazer upgrade'}
            </Button>
          )
        }
      />

      <Stack gap="lg">
        {!known && <QueryError title="Não foi possível carregar seu plano" error={error} onRetry={retry} />}

        {paused && (
          <Alert color="yellow" icon={<IconPlayerPause />} title="Seu plano está pausado">
            Seus dados continuam guardados. Enquanto o plano estiver pausado, a gestão financeira, a agenda, o
            cadastro de novos pacientes e o envio de anexos ficam bloqueados. Renove para voltar a usar tudo.
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card>
            <Stack gap="md">
              <Text fz="sm" c="dimmed" fw={500}>
                Plano atual
              </Text>
              <Group gap="sm" align="center">
                <Title order={3}>{plano.nome}</Title>
                <Badge color={paused || !known ? 'yellow' : 'teal'} variant="light" size="lg">
                  {paused ? 'Pausado' : known ? 'Ativo' : 'Indefinido'}
                </Badge>
              </Group>
              {atual && (
                <Text fz="lg" fw={600} c="var(--mantine-color-bright)">
                  {precoLabel(atual)}
                </Text>
              )}
              <Text fz="sm">{validadeTexto(plano.expira_em, lifetime, paused)}</Text>
              {nota && (
                <Text fz="sm" c="dimmed">
                  {nota}
                </Text>
              )}
            </Stack>
          </Card>

          <Card>
            <Stack gap="lg">
              <Text fz="sm" c="dimmed" fw={500}>
                Uso do plano
              </Text>
              <UsageMeter
                label="Pacientes"
                icon={<IconUsers size={18} stroke={1.7} />}
                count={stats.pacientes_count}
                limit={stats.limite_pacientes}
                noun="pacientes"
              />
              <UsageMeter
                label="Anexos"
                icon={<IconPaperclip size={18} stroke={1.7} />}
                count={stats.anexos_count}
                limit={stats.anexos_limite}
                noun="anexos"
              />
            </Stack>
          </Card>
        </SimpleGrid>

        <Card>
          <Text fz="sm" c="dimmed" fw={500} mb="md">
            Recursos do seu plano
          </Text>
          <List spacing="sm" center listStyleType="none">
            {FEATURES.map((feature) => {
              const included = lifetime || plano.features[feature];
              return (
                <List.Item
                  key={feature}
                  icon={
                    <ThemeIcon
                      size={24}
                      radius="xl"
                      variant="light"
                      color={included ? undefined : 'gray'}
                      role="img"
                      aria-label={included ? 'Incluído' : 'Não incluído'}
                    >
                      {included ? <IconCheck size={15} stroke={2.2} /> : <IconX size={15} stroke={2.2} />}
                    </ThemeIcon>
                  }
                >
                  <Text fz="sm" c={included ? undefined : 'dimmed'}>
                    {FEATURE_LABELS[feature]}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </Card>

        <Pagamentos />
        {children}
      </Stack>
    </>
  );
}
