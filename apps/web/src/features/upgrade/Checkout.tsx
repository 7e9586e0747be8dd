import { type CobrancaPix, segundosRestantes } from '@consultorio/contracts/pagamentos';
import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconCopy, IconFlask, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { usePagamentoStatus, usePixConfig, useSimularPagamento } from './api';
import classes from './UpgradePage.module.css';

const NOMES = { essencial: 'Essencial', vitalicio: 'Vitalício' } as const;

/** mm:ss (or h:mm:ss) of the time left, ticking every second. */
function useContagem(expiraEm: string): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return segundosRestantes(expiraEm, agora);
}

const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/**
 * The PIX checkout: QR image, "copia e cola" with Copiar, the countdown, and the status polled every 3 s. When the
 * payment is confirmed the plan is fetched again (the menu opens the new areas with no reload); when the code
 * expires a new one can be generated. "Simular pagamento" only when the server runs the simulator.
 */
export function Checkout({
  cobranca,
  onNovoCodigo,
  gerando,
  onClose,
}: {
  cobranca: CobrancaPix;
  onNovoCodigo: () => void;
  gerando: boolean;
  onClose: () => void;
}) {
  const status = usePagamentoStatus(cobranca.id);
  const config = usePixConfig();
  const simular = useSimularPagamento();
  const clipboard = useClipboard({ timeout: 2000 });
  const restantes = useContagem(status.data?.expira_em ?? cobranca.expira_em);
  const { plano } = usePlan();
  const nome = NOMES[cobranca.plano];
  const situacao = status.data?.status ?? cobranca.status;
  const expirado = situacao === 'expirado' || (situacao === 'pendente' && restantes === 0);

  const copiar = () => {
    clipboard.copy(cobranca.pix_copia_e_cola);
    notifications.show({ id: 'pix-copiado', color: 'teal', message: 'Código copiado', autoClose: 2500 });
  };

  if (situacao === 'pago') {
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
          <Button component={Link} to={paths.financeiro.painel} onClick={onClose}>
            Ir para a Gestão Financeira
          </Button>
          <Button variant="default" onClick={onClose}>
            Fechar
          </Button>
        </Group>
      </Stack>
    );
  }

  if (expirado) {
    return (
      <Stack gap="md" py="sm">
        <Alert color="yellow" icon={<IconAlertTriangle />} title="Este código expirou" role="status">
          O código PIX vale por 30 minutos. Gere um novo para pagar. Se você pagou este código, não se
          preocupe: o pagamento é reconhecido assim que chega.
        </Alert>
        <Button onClick={onNovoCodigo} loading={gerando} leftSection={<IconRefresh size={17} stroke={1.7} />}>
          Gerar novo código
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Text>
          Plano <strong>{nome}</strong>
        </Text>
        <Text fz="xl" fw={700} c="var(--mantine-color-bright)">
          {formatMoney(cobranca.valor)}
        </Text>
      </Group>
      <List type="ordered" spacing={4} fz="sm">
        <List.Item>Abra o app do seu banco e escolha pagar com PIX.</List.Item>
        <List.Item>Leia o QR Code ou cole o código “PIX copia e cola”.</List.Item>
        <List.Item>Confirme o pagamento: o plano é liberado aqui na hora.</List.Item>
      </List>
      <Center>
        <Image
          src={cobranca.qr_code}
          alt={`QR Code do PIX de ${formatMoney(cobranca.valor)} para o plano ${nome}`}
          w={232}
          h={232}
          className={classes.qr}
        />
      </Center>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="PIX copia e cola"
          value={cobranca.pix_copia_e_cola}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        />
        <Button onClick={copiar} leftSection={<IconCopy size={16} stroke={1.7} />} variant="light">
          {clipboard.copied ? 'Copiado' : 'Copiar'}
        </Button>
      </Group>
      <Group justify="space-between" gap="xs">
        <Group gap={8} role="status">
          <Loader size="xs" type="dots" />
          <Text fz="sm">Aguardando o pagamento…</Text>
        </Group>
        <Text fz="sm" c="dimmed">
          Expira em{' '}
          <Text span fw={600} c="var(--mantine-color-bright)" role="timer">
            {mmss(restantes)}
          </Text>
        </Text>
      </Group>
      {config.data?.simulacao && (
        <Alert color="gray" variant="light" icon={<IconFlask />} title="Ambiente de testes">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">Nenhum dinheiro é cobrado aqui: simule o pagamento para liberar o plano.</Text>
            <Button
              size="xs"
              variant="default"
              loading={simular.isPending}
              onClick={() =>
                simular.mutate(cobranca.id, {
                  onError: (e) =>
                    notifications.show({
                      color: 'red',
                      title: 'Não foi possível simular',
                      message: errorMessage(e),
                    }),
                })
              }
            >
              Simular pagamento
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
