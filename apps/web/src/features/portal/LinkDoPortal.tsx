import { whatsappUrl } from '@consultorio/contracts/lembretes';
import type { Paciente } from '@consultorio/contracts/pacientes';
import type { PortalLinkResponse } from '@consultorio/contracts/portal';
import { Alert, Button, CopyButton, DataList, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconLink, IconLinkOff, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useCriarLink, useLinkDoPortal, useRevogarLink } from './api';

type LinkCriado = PortalLinkResponse['portal'];

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** The WhatsApp message with the link: what the page is for, nothing clinical (docs/product.md §17). */
export const mensagemDoLink = (paciente: Pick<Paciente, 'nome' | 'data_nascimento'>, url: string): string =>
  `Olá, ${primeiroNome(paciente.nome)}! Este é o link da sua área do paciente, onde você confirma as sessões, ` +
  `recebe documentos e preenche formulários: ${url}\n` +
  (paciente.data_nascimento
    ? 'Para entrar, confirme a sua data de nascimento.'
    : 'Para entrar, você recebe um código no seu e-mail.');

/**
 * The patient's link: create it (and e-mail it), copy it or send it by WhatsApp right after (the address is shown
 * only then: it is stored hashed), see when it was made, until when it works and the last access, replace or
 * revoke it.
 */
export function LinkDoPortal({ paciente }: { paciente: Paciente }) {
  const status = useLinkDoPortal(paciente.id);
  const criar = useCriarLink(paciente.id);
  const revogar = useRevogarLink(paciente.id);
  const [criado, setCriado] = useState<LinkCriado | null>(null);
  const link = status.data;

  const gerar = (enviarEmail: boolean) =>
    criar.mutate(enviarEmail, {
      onSuccess: (portal) => {
        setCriado(portal);
        notifications.show({
          color: 'teal',
          title: link?.ativo ? 'Novo link criado' : 'Link criado',
          message: portal.email_enviado
            ? `Enviamos o link para ${paciente.email}.`
            : 'Copie o link ou envie pelo WhatsApp.',
        });
      },
    });
  const pedirGerar = (enviarEmail: boolean) => {
    if (!link?.ativo) return gerar(enviarEmail);
    modals.openConfirmModal({
      title: 'Criar um novo link?',
      centered: true,
      children: (
        <Text fz="sm">O link atual deixa de funcionar na hora, e quem estiver dentro da área sai dela.</Text>
      ),
      labels: { confirm: 'Criar novo link', cancel: 'Cancelar' },
      onConfirm: () => gerar(enviarEmail),
    });
  };
  const pedirRevogar = () =>
    modals.openConfirmModal({
      title: 'Revogar o link da área do paciente?',
      centered: true,
      children: (
        <Text fz="sm">
          O paciente não consegue mais entrar por este link. Você pode criar outro quando quiser.
        </Text>
      ),
      labels: { confirm: 'Revogar link', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revogar.mutate(undefined, {
          onSuccess: () => {
            setCriado(null);
            notifications.show({ color: 'teal', title: 'Link revogado', message: 'O link não vale mais.' });
          },
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Não foi possível revogar', message: errorMessage(e) }),
        }),
    });

  if (status.isPending && !status.isError) return <QueryLoading label="Carregando o link" blocks={[72]} />;
  return (
    <Stack gap="sm">
      <QueryError title="Não foi possível carregar o link" error={status.error} onRetry={status.refetch} />
      {criado && <LinkParaCopiar link={criado} paciente={paciente} />}
      {link?.ativo ? (
        <DataList size="sm" gap="xs" labelWidth={130}>
          <Linha rotulo="Criado em" valor={formatDate(link.criado_em)} />
          <Linha rotulo="Válido até" valor={formatDate(link.expira_em)} />
          <Linha
            rotulo="Último acesso"
            valor={
              link.ultimo_acesso_em ? formatDateTime(link.ultimo_acesso_em) : 'O paciente ainda não entrou'
            }
          />
        </DataList>
      ) : (
        link && (
          <Text fz="sm" c="dimmed">
            Nenhum link ativo. Crie um link para o paciente entrar com a data de nascimento.
          </Text>
        )
      )}
      <AvisoDeErro mensagem={criar.error ? errorMessage(criar.error) : null} />
      <Group gap="xs">
        <Button
          variant={link?.ativo ? 'default' : 'filled'}
          leftSection={<IconLink size={16} />}
          loading={criar.isPending && criar.variables === false}
          onClick={() => pedirGerar(false)}
        >
          {link?.ativo ? 'Gerar novo link' : 'Criar link'}
        </Button>
        <Button
          variant="light"
          leftSection={<IconMail size={16} />}
          disabled={!paciente.email}
          title={paciente.email ? undefined : 'O paciente não tem e-mail no cadastro'}
          loading={criar.isPending && criar.variables === true}
          onClick={() => pedirGerar(true)}
        >
          {link?.ativo ? 'Gerar e enviar por e-mail' : 'Criar e enviar por e-mail'}
        </Button>
        {link?.ativo && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={16} />}
            loading={revogar.isPending}
            onClick={pedirRevogar}
          >
            Revogar link
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Linha({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{rotulo}</DataList.ItemLabel>
      <DataList.ItemValue>{valor}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The address just made: to copy or send by WhatsApp now (it is not shown again). */
function LinkParaCopiar({ link, paciente }: { link: LinkCriado; paciente: Paciente }) {
  const whatsapp = whatsappUrl(paciente.telefone, mensagemDoLink(paciente, link.url));
  return (
    <Alert color="teal" title="Copie o link agora" role="status">
      <Stack gap="xs">
        <Text fz="sm">
          {link.email_enviado ? `Enviamos por e-mail para ${paciente.email}. ` : ''}Por segurança, o link não
          será mostrado de novo.
        </Text>
        <TextInput
          label="Link da área do paciente"
          value={link.url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group gap="xs">
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copiado' : 'Copiar link'}
              </Button>
            )}
          </CopyButton>
          {whatsapp && (
            <Button
              component="a"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="teal"
              leftSection={<IconBrandWhatsapp size={16} />}
            >
              Enviar pelo WhatsApp
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
