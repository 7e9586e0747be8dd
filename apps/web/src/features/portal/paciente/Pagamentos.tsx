import type { CobrancaPortal } from '@consultorio/contracts/cobrancas';
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCheck, IconCopy, IconFileTypePdf, IconReceipt2, IconUpload } from '@tabler/icons-react';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDate, formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { useAbrirDocumento, useCobrancasPortal, useInformarPagamento } from './api';
import { TituloDaSecao } from './TituloDaSecao';

const ROTULO: Record<CobrancaPortal['status'], { texto: string; cor: string }> = {
  aberta: { texto: 'Em aberto', cor: 'yellow' },
  vencida: { texto: 'Vencida', cor: 'red' },
  informada: { texto: 'Pagamento enviado', cor: 'blue' },
  paga: { texto: 'Paga', cor: 'teal' },
  cancelada: { texto: 'Cancelada', cor: 'gray' },
};

/**
 * Pagamentos (docs/product.md §18): each charge with its amount and due date; an open one with its QR code, the
 * PIX code to copy and "Já paguei — enviar comprovante" (a PDF or a photo of the receipt, up to 5 MB).
 */
export function Pagamentos() {
  const cobrancas = useCobrancasPortal();
  const lista = cobrancas.data;
  return (
    <Stack gap="md">
      <TituloDaSecao descricao="Pague pelo PIX e envie o comprovante por aqui.">Pagamentos</TituloDaSecao>
      <QueryError
        title="Não foi possível carregar os pagamentos"
        error={cobrancas.error}
        onRetry={cobrancas.refetch}
      />
      {cobrancas.isPending && <QueryLoading label="Carregando os pagamentos" blocks={[160, 96]} />}
      {lista && lista.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconReceipt2 size={28} stroke={1.6} />}
          title="Nenhum pagamento pendente"
          description="Quando houver uma cobrança, ela aparece aqui com o PIX para pagar."
        />
      )}
      {lista?.map((c) => (
        <CobrancaCartao key={c.id} c={c} />
      ))}
    </Stack>
  );
}

function CobrancaCartao({ c }: { c: CobrancaPortal }) {
  const aPagar = c.status === 'aberta' || c.status === 'vencida';
  const rotulo = ROTULO[c.status];
  return (
    <Card withBorder padding="md" component="article" aria-label={`Cobrança nº ${c.numero}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700} fz="lg">
            {formatMoney(c.valor)}
          </Text>
          <Badge variant="light" color={rotulo.cor}>
            {rotulo.texto}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          Cobrança nº {c.numero} · {c.recebedor} · vence em {formatDate(c.vencimento)}
        </Text>
        <Stack gap={2}>
          {c.itens.map((i, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of a charge never change order
            <Text key={k} fz="sm">
              {i.descricao} — {formatMoney(i.valor)}
            </Text>
          ))}
        </Stack>
        {c.mensagem && aPagar && <Text fz="sm">{c.mensagem}</Text>}
        {c.motivo_recusa && aPagar && (
          <Alert color="orange" title="O comprovante anterior foi devolvido">
            {c.motivo_recusa}
          </Alert>
        )}
        {c.status === 'informada' && (
          <Text fz="sm">Comprovante enviado em {formatDate(c.informada_em)}. Aguarde a confirmação.</Text>
        )}
        {c.status === 'paga' && <Paga c={c} />}
        {aPagar && <PagarComPix c={c} />}
      </Stack>
    </Card>
  );
}

/** A paid charge: the thanks and its receipt, which is also among the documents. */
function Paga({ c }: { c: CobrancaPortal }) {
  const abrir = useAbrirDocumento();
  return (
    <Stack gap="xs">
      <Text fz="sm">Pagamento confirmado em {formatDate(c.data_pagamento)}. Obrigado!</Text>
      {abrir.error && (
        <Alert color="red" role="alert" title="Não foi possível abrir o recibo">
          {errorMessage(abrir.error)}
        </Alert>
      )}
      <Button
        variant="light"
        size="md"
        leftSection={<IconFileTypePdf size={18} />}
        loading={abrir.isPending}
        onClick={() => abrir.mutate(c.id)}
        aria-label={`Abrir recibo da cobrança nº ${c.numero}`}
      >
        Abrir recibo
      </Button>
    </Stack>
  );
}

function PagarComPix({ c }: { c: CobrancaPortal }) {
  const informar = useInformarPagamento();
  return (
    <Stack gap="sm">
      {c.pix.qr_code && (
        <Image
          src={c.pix.qr_code}
          alt={`QR code do PIX de ${formatMoney(c.valor)}`}
          w={220}
          h={220}
          mx="auto"
          bg="white"
          radius="sm"
        />
      )}
      <Textarea
        label="PIX copia e cola"
        value={c.pix.copia_e_cola}
        readOnly
        autosize
        minRows={3}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }}
      />
      <CopyButton value={c.pix.copia_e_cola}>
        {({ copied, copy }) => (
          <Button
            size="md"
            onClick={copy}
            variant={copied ? 'light' : 'filled'}
            leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          >
            {copied ? 'PIX copiado' : 'Copiar PIX'}
          </Button>
        )}
      </CopyButton>
      {informar.isError && (
        <Alert color="red" role="alert" title="Não foi possível enviar o comprovante">
          {errorMessage(informar.error)}
        </Alert>
      )}
      <FileButton
        accept="application/pdf,image/jpeg,image/png"
        onChange={(arquivo) => arquivo && informar.mutate({ id: c.id, arquivo })}
      >
        {(props) => (
          <Button
            {...props}
            size="md"
            variant="default"
            loading={informar.isPending}
            leftSection={<IconUpload size={18} />}
          >
            Já paguei — enviar comprovante
          </Button>
        )}
      </FileButton>
      <Text fz="xs" c="dimmed">
        PDF ou foto (JPG, PNG) do comprovante, até 5 MB.
      </Text>
    </Stack>
  );
}
