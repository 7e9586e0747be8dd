import { type CobrancaPix, segundosRestantes } from '@consultorio/contracts/pagamentos';
import { Center, Group, Image, List, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePagamentoStatus, usePixConfig, useSimularPagamento } from './api';
import { CodigoExpirado, CopiaECola, PagamentoConfirmado, SimularPagamento } from './CheckoutPartes';
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
  const restantes = useContagem(status.data?.expira_em ?? cobranca.expira_em);
  const nome = NOMES[cobranca.plano];
  const situacao = status.data?.status ?? cobranca.status;
  const expirado = situacao === 'expirado' || (situacao === 'pendente' && restantes === 0);

  if (situacao === 'pago') return <PagamentoConfirmado cobranca={cobranca} onClose={onClose} />;
  if (expirado) return <CodigoExpirado onNovoCodigo={onNovoCodigo} gerando={gerando} />;

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
      <CopiaECola codigo={cobranca.pix_copia_e_cola} />
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
        <SimularPagamento
          simulando={simular.isPending}
          onSimular={() =>
            simular.mutate(cobranca.id, {
              onError: (e) =>
                notifications.show({
                  color: 'red',
                  title: 'Não foi possível simular',
                  message: errorMessage(e),
                }),
            })
          }
        />
      )}
    </Stack>
  );
}
