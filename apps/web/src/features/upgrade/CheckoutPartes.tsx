import type { CobrancaPix } from '@consultorio/contracts/pagamentos';
import { Alert, Button, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconCopy, IconFlask, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { paginaAntesDoPlano, voltarPara } from '../../plano/origem';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';

/** Paid: which plan is now active (and until when), and the way to the areas it opens. */
export function PagamentoConfirmado({ cobranca, onClose }: { cobranca: CobrancaPix; onClose: () => void }) {
  const { plano } = usePlan();
  // Back to where the lock was (the record, the agenda…), first; the finance area the plan opens, beside it.
  const volta = voltarPara(paginaAntesDoPlano());
  return (
    <Stack gap="md" align="center" ta="center" py="md" role="status">
      <ThemeIcon size={72} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={44} stroke={1.6} />
      </ThemeIcon>
      <Title order={3}>Pagamento confirmado</Title>
      <Text>
        {cobranca.plano === 'vitalicio'
          ? 'Seu plano Vitalício está ativo, sem data de vencimento.'
          : plano.slug === 'essencial' && plano.expira_em
            ? `Seu plano Essencial está ativo até ${formatDate(plano.expira_em)}.`
            : 'Seu plano Essencial está ativo.'}{' '}
        Os novos recursos já aparecem no menu.
      </Text>
      <Group justify="center">
        {volta && (
          <Button component={Link} to={volta.to} onClick={onClose}>
            {volta.rotulo}
          </Button>
        )}
        <Button
          component={Link}
          to={paths.financeiro.painel}
          onClick={onClose}
          variant={volta ? 'light' : 'filled'}
        >
          Ir para a Gestão Financeira
        </Button>
        <Button variant="default" onClick={onClose}>
          Fechar
        </Button>
      </Group>
    </Stack>
  );
}

/** The code expired: a new one can be generated (a payment of the old one still counts). */
export function CodigoExpirado({ onNovoCodigo, gerando }: { onNovoCodigo: () => void; gerando: boolean }) {
  return (
    <Stack gap="md" py="sm">
      <Alert color="yellow" icon={<IconAlertTriangle />} title="Este código expirou" role="status">
        O código PIX vale por 30 minutos. Gere um novo para pagar. Se você pagou este código, não se preocupe:
        o pagamento é reconhecido assim que chega.
      </Alert>
      <Button onClick={onNovoCodigo} loading={gerando} leftSection={<IconRefresh size={17} stroke={1.7} />}>
        Gerar novo código
      </Button>
    </Stack>
  );
}

/** The "PIX copia e cola" code, read-only (selected on focus), with Copiar. */
export function CopiaECola({ codigo }: { codigo: string }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const copiar = () => {
    clipboard.copy(codigo);
    notifications.show({ id: 'pix-copiado', color: 'teal', message: 'Código copiado', autoClose: 2500 });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label="PIX copia e cola"
        value={codigo}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      />
      <Button onClick={copiar} leftSection={<IconCopy size={16} stroke={1.7} />} variant="light">
        {clipboard.copied ? 'Copiado' : 'Copiar'}
      </Button>
    </Group>
  );
}

/** The simulator's notice (no money is charged) with "Simular pagamento". */
export function SimularPagamento({ onSimular, simulando }: { onSimular: () => void; simulando: boolean }) {
  return (
    <Alert color="gray" variant="light" icon={<IconFlask />} title="Ambiente de testes">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Nenhum dinheiro é cobrado aqui: simule o pagamento para liberar o plano.</Text>
        <Button size="xs" variant="default" loading={simulando} onClick={onSimular}>
          Simular pagamento
        </Button>
      </Stack>
    </Alert>
  );
}
