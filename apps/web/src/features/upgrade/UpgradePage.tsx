import { type CobrancaPix, PLANOS_PAGOS, type PlanoPago } from '@consultorio/contracts/pagamentos';
import { FEATURE_LABELS, FEATURES, type PlanoPublico } from '@consultorio/contracts/planos';
import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  List,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPaperclip, IconQrcode, IconUsers, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { QueryError } from '../../components/QueryState';
import { formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useAvailablePlans } from '../../plano/api';
import { limiteLabel } from '../../plano/format';
import { usePlan } from '../../plano/usePlan';
import { useUpgradePlan } from './api';
import { Checkout } from './Checkout';
import classes from './UpgradePage.module.css';

const PERIODO: Record<PlanoPublico['periodicidade'], string> = {
  gratuito: 'para sempre',
  mensal: 'a cada 30 dias',
  unico: 'pagamento único',
};

const RESUMO: Record<string, string> = {
  gratuito: 'Para começar a organizar a agenda e os primeiros pacientes.',
  essencial: 'Para o consultório em ritmo normal: finanças, indicadores e Carnê-Leão.',
  vitalicio: 'Tudo, sem limites e sem renovação, com backup automático diário.',
};

interface PlanCardProps {
  plano: PlanoPublico;
  current: boolean;
  paused: boolean;
  lifetime: boolean;
  onAssinar: (plano: PlanoPago) => void;
  pending: boolean;
}

function PlanCard({ plano, current, paused, lifetime, onAssinar, pending }: PlanCardProps) {
  const free = plano.preco === 0;
  const periodo =
    plano.periodicidade === 'mensal' && plano.duracao_dias
      ? `a cada ${plano.duracao_dias} dias`
      : PERIODO[plano.periodicidade];
  return (
    <Card
      className={classes.card}
      data-current={current || undefined}
      aria-label={`Plano ${plano.nome}`}
      component="article"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h4">
            {plano.nome}
          </Title>
          {current && (
            <Badge variant={paused ? 'light' : 'filled'} color={paused ? 'yellow' : undefined}>
              {paused ? 'Seu plano (pausado)' : 'Seu plano atual'}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed" mih={40}>
          {RESUMO[plano.slug]}
        </Text>
        <div>
          <Text className={classes.price}>{free ? 'Grátis' : formatMoney(plano.preco)}</Text>
          <Text fz="sm" c="dimmed">
            {periodo}
          </Text>
        </div>
        <Divider />
        <Stack gap={6}>
          <Group gap={8} wrap="nowrap">
            <IconUsers size={17} stroke={1.7} />
            <Text fz="sm">{limiteLabel(plano.limite_pacientes, 'paciente', 'pacientes')}</Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconPaperclip size={17} stroke={1.7} />
            <Text fz="sm">{limiteLabel(plano.anexos_limite, 'anexo', 'anexos')}</Text>
          </Group>
        </Stack>
        <List spacing={6} center listStyleType="none" className={classes.features}>
          {FEATURES.map((feature) => {
            const on = plano.features[feature];
            return (
              <List.Item
                key={feature}
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light" color={on ? undefined : 'gray'}>
                    {on ? <IconCheck size={13} stroke={2.4} /> : <IconX size={13} stroke={2.4} />}
                  </ThemeIcon>
                }
              >
                <Text fz="sm" c={on ? undefined : 'dimmed'}>
                  <VisuallyHidden>{on ? 'Inclui: ' : 'Não inclui: '}</VisuallyHidden>
                  {FEATURE_LABELS[feature]}
                </Text>
              </List.Item>
            );
          })}
        </List>
        <PlanAction
          plano={plano}
          current={current}
          paused={paused}
          lifetime={lifetime}
          onAssinar={onAssinar}
          pending={pending}
        />
      </Stack>
    </Card>
  );
}

function PlanAction({ plano, current, paused, lifetime, onAssinar, pending }: PlanCardProps) {
  if (plano.preco === 0 || !isPlanoPago(plano.slug)) {
    return (
      <Button variant="default" disabled fullWidth mt="auto">
        {current ? 'Plano atual' : 'Sem custo'}
      </Button>
    );
  }
  if (lifetime) {
    return (
      <Button variant="default" disabled fullWidth mt="auto">
        {current ? 'Plano atual' : 'Incluído no seu Vitalício'}
      </Button>
    );
  }
  const slug = plano.slug;
  return (
    <Stack gap={4} mt="auto">
      <Button
        fullWidth
        leftSection={<IconQrcode size={17} stroke={1.7} />}
        onClick={() => onAssinar(slug)}
        loading={pending}
      >
        {current ? `Renovar o ${plano.nome}` : `Assinar o ${plano.nome}`}
      </Button>
      <Text fz="xs" c="dimmed" ta="center">
        {current && !paused
          ? 'Pague antes do vencimento: os 30 dias são somados ao período atual.'
          : 'Pagamento via PIX, liberado na hora'}
      </Text>
    </Stack>
  );
}

const isPlanoPago = (slug: string): slug is PlanoPago => (PLANOS_PAGOS as readonly string[]).includes(slug);

/**
 * /upgrade: the plans side by side, the current one marked; "Assinar" opens the PIX checkout (QR Code, copia e cola,
 * countdown, status polled every 3 s) in a dialog, full screen on a phone.
 */
export function UpgradePage() {
  const plans = useAvailablePlans();
  const { plano, paused, lifetime } = usePlan();
  const ordered = [...(plans.data ?? [])].sort((a, b) => a.preco - b.preco);
  const upgrade = useUpgradePlan();
  const [cobranca, setCobranca] = useState<CobrancaPix | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)');

  const assinar = (slug: PlanoPago) =>
    upgrade.mutate(slug, {
      onSuccess: setCobranca,
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível gerar o PIX', message: errorMessage(e) }),
    });

  return (
    <>
      <PageHeader
        title="Escolha seu plano"
        description="Mude quando quiser: nenhum dado se perde ao trocar de plano, e o pagamento é feito via PIX."
      />
      {plans.isError ? (
        <QueryError title="Não foi possível carregar os planos" error={plans.error} onRetry={plans.refetch} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {plans.isPending
            ? [1, 2, 3].map((i) => <Skeleton key={i} h={520} />)
            : ordered.map((p) => (
                <PlanCard
                  key={p.slug}
                  plano={p}
                  current={p.slug === plano.slug}
                  paused={paused && p.slug === plano.slug}
                  lifetime={lifetime}
                  onAssinar={assinar}
                  pending={upgrade.isPending && upgrade.variables === p.slug}
                />
              ))}
        </SimpleGrid>
      )}
      <Modal
        opened={cobranca !== null}
        onClose={() => setCobranca(null)}
        title={<Text fw={600}>Pagamento via PIX</Text>}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        size="md"
        centered
      >
        {cobranca && (
          <Checkout
            key={cobranca.id}
            cobranca={cobranca}
            gerando={upgrade.isPending}
            onNovoCodigo={() => assinar(cobranca.plano)}
            onClose={() => setCobranca(null)}
          />
        )}
      </Modal>
    </>
  );
}
