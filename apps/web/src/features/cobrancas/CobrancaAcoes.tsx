import type { Cobranca } from '@consultorio/contracts/cobrancas';
import {
  FORMA_PAGAMENTO_LABELS,
  FORMAS_PAGAMENTO,
  type FormaPagamento,
} from '@consultorio/contracts/sessoes';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { dayjs, formatDateTime, formatTamanho } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import {
  abrirComprovante,
  abrirRecibo,
  useCancelarCobranca,
  usePagarCobranca,
  useRecusarComprovante,
} from './api';

const erro = (title: string) => (e: unknown) =>
  notifications.show({ color: 'red', title, message: errorMessage(e) });

/** A paid charge's receipt: the same PDF the patient finds among their documents. */
export function ReciboCard({ c }: { c: Cobranca }) {
  if (c.status !== 'paga') return null;
  return (
    <Card>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Recibo
        </Title>
        <Text fz="sm" c="dimmed">
          O paciente também encontra este recibo em Documentos, na área do paciente.
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={17} />}
            onClick={() => abrirRecibo(c.id).catch(erro('Não foi possível abrir o recibo'))}
          >
            Baixar recibo
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** "Marcar como paga" (a date and the form of payment) and "Cancelar cobrança", while the charge is open. */
export function AcoesDaCobranca({ c }: { c: Cobranca }) {
  const [pagarAberto, pagar] = useDisclosure(false);
  const [cancelarAberto, cancelar] = useDisclosure(false);
  const cancelamento = useCancelarCobranca(c.id);
  if (c.status === 'paga' || c.status === 'cancelada') return null;
  return (
    <Card>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Recebeu o PIX?
        </Title>
        <Text fz="sm" c="dimmed">
          Ao marcar como paga, as sessões da cobrança ficam pagas e as receitas entram no financeiro com a
          data do pagamento — no Carnê-Leão e na lista do Receita Saúde.
        </Text>
        <Group>
          <Button leftSection={<IconCheck size={17} />} onClick={pagar.open}>
            Marcar como paga
          </Button>
          <Button variant="default" color="red" leftSection={<IconX size={17} />} onClick={cancelar.open}>
            Cancelar cobrança
          </Button>
        </Group>
      </Stack>
      <PagarModal c={c} opened={pagarAberto} onClose={pagar.close} />
      <Modal opened={cancelarAberto} onClose={cancelar.close} title={`Cancelar a cobrança nº ${c.numero}?`}>
        <Stack>
          <Text fz="sm">
            As sessões dela voltam a poder ser cobradas. O código PIX desta cobrança deixa de valer aqui.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancelar.close}>
              Voltar
            </Button>
            <Button
              color="red"
              loading={cancelamento.isPending}
              onClick={() =>
                cancelamento.mutate(undefined, {
                  onSuccess: () => {
                    cancelar.close();
                    notifications.show({
                      color: 'teal',
                      title: 'Cobrança cancelada',
                      message: `Nº ${c.numero}`,
                    });
                  },
                  onError: erro('Não foi possível cancelar'),
                })
              }
            >
              Cancelar cobrança
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function PagarModal({ c, opened, onClose }: { c: Cobranca; opened: boolean; onClose: () => void }) {
  const hoje = dayjs().format('YYYY-MM-DD');
  const [data, setData] = useState(hoje);
  const [forma, setForma] = useState<FormaPagamento>('pix');
  const pagar = usePagarCobranca(c.id);
  return (
    <Modal opened={opened} onClose={onClose} title={`Marcar a cobrança nº ${c.numero} como paga`}>
      <Stack>
        <AvisoDeErro mensagem={pagar.isError ? errorMessage(pagar.error) : null} />
        <TextInput
          type="date"
          label="Data do pagamento"
          value={data}
          max={hoje}
          onChange={(e) => setData(e.currentTarget.value)}
          required
        />
        <Select
          label="Forma de pagamento"
          data={FORMAS_PAGAMENTO.map((f) => ({ value: f, label: FORMA_PAGAMENTO_LABELS[f] }))}
          value={forma}
          onChange={(v) => v && setForma(v as FormaPagamento)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button
            loading={pagar.isPending}
            onClick={() =>
              pagar.mutate(
                { data_pagamento: data, forma_pagamento: forma },
                {
                  onSuccess: () => {
                    onClose();
                    notifications.show({
                      color: 'teal',
                      title: 'Cobrança paga',
                      message: 'As sessões e as receitas foram atualizadas.',
                    });
                  },
                },
              )
            }
          >
            Confirmar pagamento
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The patient's comprovante (informed payment): view it, or send it back with the reason. */
export function ComprovanteCard({ c }: { c: Cobranca }) {
  const [recusarAberto, recusar] = useDisclosure(false);
  const [motivo, setMotivo] = useState('');
  const recusa = useRecusarComprovante(c.id);
  if (c.status === 'aberta' && c.motivo_recusa) {
    return (
      <Alert color="gray" title="Comprovante devolvido ao paciente">
        Motivo: {c.motivo_recusa}
      </Alert>
    );
  }
  if (!c.comprovante || c.status !== 'informada') return null;
  return (
    <Card withBorder style={{ borderColor: 'var(--mantine-color-blue-light-color)' }}>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Pagamento informado pelo paciente
        </Title>
        <Text fz="sm">
          Em {formatDateTime(c.informada_em)} o paciente enviou um comprovante (
          {c.comprovante.tipo.toUpperCase()}, {formatTamanho(c.comprovante.tamanho)}). Confira no seu banco e
          marque como paga, ou devolva-o com o motivo.
        </Text>
        <Group>
          <Button
            variant="light"
            leftSection={<IconEye size={17} />}
            onClick={() => abrirComprovante(c.id).catch(erro('Não foi possível abrir o comprovante'))}
          >
            Ver comprovante
          </Button>
          <Button variant="default" onClick={recusar.open}>
            Recusar comprovante
          </Button>
        </Group>
      </Stack>
      <Modal opened={recusarAberto} onClose={recusar.close} title="Recusar o comprovante">
        <Stack>
          <AvisoDeErro mensagem={recusa.isError ? errorMessage(recusa.error) : null} />
          <Textarea
            label="Motivo (o paciente vai ler)"
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={recusar.close}>
              Voltar
            </Button>
            <Button
              loading={recusa.isPending}
              disabled={!motivo.trim()}
              onClick={() => recusa.mutate(motivo, { onSuccess: recusar.close })}
            >
              Devolver ao paciente
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
