import { type Cobranca, mensagemWhatsappCobranca } from '@consultorio/contracts/cobrancas';
import { whatsappUrl } from '@consultorio/contracts/lembretes';
import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryLoading } from '../../components/QueryState';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useCobranca, useCobrancaConfig, usePacienteDaCobranca } from './api';
import { AcoesDaCobranca, ComprovanteCard, ReciboCard } from './CobrancaAcoes';
import { StatusCobrancaBadge } from './comum';

/** /financeiro/cobrancas/{id}: the charge's QR code and PIX text, its items, and what to do next. */
export function CobrancaPage() {
  const { id = '' } = useParams();
  const query = useCobranca(id);
  const c = query.data;
  return (
    <>
      <PageHeader
        title={c ? `Cobrança nº ${c.numero}` : 'Cobrança'}
        description={
          c ? (
            <>
              <Anchor component={Link} to={paths.pacientes.ficha(c.paciente_id)}>
                {c.paciente_nome}
              </Anchor>{' '}
              · {formatMoney(c.valor)} · vence em {formatDate(c.vencimento)}
            </>
          ) : undefined
        }
        actions={c && <StatusCobrancaBadge status={c.status} />}
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar a cobrança">
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.isPending && <QueryLoading label="Carregando a cobrança" blocks={[320, 120]} />}
      {c && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PixCard c={c} />
          <Stack gap="lg">
            <ComprovanteCard c={c} />
            <ReciboCard c={c} />
            <ItensCard c={c} />
            <AcoesDaCobranca c={c} />
          </Stack>
        </SimpleGrid>
      )}
    </>
  );
}

/** The QR image, the "copia e cola" text, "Copiar PIX" and "Enviar por WhatsApp" (while there is something to pay). */
function PixCard({ c }: { c: Cobranca }) {
  const paciente = usePacienteDaCobranca(c.paciente_id);
  const config = useCobrancaConfig();
  const aPagar = c.status === 'aberta' || c.status === 'vencida';
  const mensagem = mensagemWhatsappCobranca({
    paciente: c.paciente_nome,
    numero: c.numero,
    valor: c.valor,
    vencimento: c.vencimento,
    copiaECola: c.pix.copia_e_cola,
    mensagem: config.data?.mensagem ?? null,
  });
  const whatsapp = whatsappUrl(paciente.data?.telefone, mensagem);
  return (
    <Card>
      <Stack gap="md" align="stretch">
        <Title order={3} fz="h4">
          PIX
        </Title>
        {c.pix.qr_code && (
          <Image
            src={c.pix.qr_code}
            alt={`QR code do PIX de ${formatMoney(c.valor)}, cobrança nº ${c.numero}`}
            w={240}
            h={240}
            mx="auto"
            radius="sm"
            bg="white"
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
        {aPagar && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="sm">
            <CopyButton value={c.pix.copia_e_cola}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  variant={copied ? 'light' : 'filled'}
                  leftSection={copied ? <IconCheck size={17} /> : <IconCopy size={17} />}
                >
                  {copied ? 'PIX copiado' : 'Copiar PIX'}
                </Button>
              )}
            </CopyButton>
            <Button
              component="a"
              href={whatsapp ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              disabled={!whatsapp}
              leftSection={<IconBrandWhatsapp size={17} />}
            >
              Enviar por WhatsApp
            </Button>
          </SimpleGrid>
        )}
        {aPagar && !whatsapp && paciente.data && (
          <Text fz="xs" c="dimmed">
            O paciente não tem um celular válido no cadastro: copie o PIX e envie por onde preferir.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ItensCard({ c }: { c: Cobranca }) {
  return (
    <Card>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Itens
        </Title>
        <Table aria-label="Itens da cobrança">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Descrição</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.itens.map((i, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of a charge never change order
              <Table.Tr key={k}>
                <Table.Td>{i.descricao}</Table.Td>
                <Table.Td ta="right">{formatMoney(i.valor)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatMoney(c.valor)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {c.status === 'paga' && (
          <Text fz="sm">
            Paga em {formatDate(c.data_pagamento)}: as sessões estão pagas e as receitas entraram no
            financeiro.
          </Text>
        )}
        {c.lembrete_enviado_em && (
          <Text fz="sm" c="dimmed">
            Lembrete de vencimento enviado ao paciente em {formatDateTime(c.lembrete_enviado_em)}.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
