import {
  Accordion,
  Alert,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCalendarShare, IconCheck, IconCopy, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { errorMessage } from '../../lib/forms';
import { useCalendarioExterno, useCriarCalendario, useRevogarCalendario } from './api';

/**
 * Perfil → Calendário externo (docs/product.md §16): a secret address that puts the agenda, read-only, in Google
 * Agenda or the iPhone's calendar. The address is shown once, when made; the events carry initials unless the
 * psychologist asks for full names.
 */
export function CalendarioExterno() {
  const calendario = useCalendarioExterno();
  const criar = useCriarCalendario();
  const revogar = useRevogarCalendario();
  const [nomes, setNomes] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const ativo = calendario.data?.ativo ?? false;

  const gerar = () =>
    criar.mutate(nomes, {
      onSuccess: (res) => {
        setUrl(res.url);
        notifications.show({ color: 'teal', title: 'Endereço criado', message: res.message });
      },
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível criar', message: errorMessage(e) }),
    });

  // A new address turns the current one off: the calendars that use it stop receiving the agenda, so ask first.
  const substituir = () =>
    modals.openConfirmModal({
      title: 'Gerar um novo endereço?',
      centered: true,
      children: (
        <Text fz="sm">
          O endereço atual deixa de funcionar: os calendários que o usam param de receber a sua agenda até
          você colar o novo endereço neles.
        </Text>
      ),
      labels: { confirm: 'Gerar novo endereço', cancel: 'Voltar' },
      onConfirm: gerar,
    });

  const desativar = () =>
    modals.openConfirmModal({
      title: 'Desativar o endereço do calendário?',
      centered: true,
      children: <Text fz="sm">Os calendários que usam este endereço deixam de receber a sua agenda.</Text>,
      labels: { confirm: 'Desativar endereço', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revogar.mutate(undefined, {
          onSuccess: () => {
            setUrl(null);
            notifications.show({
              color: 'teal',
              title: 'Endereço desativado',
              message: 'A agenda deixou de ser compartilhada.',
            });
          },
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: 'Não foi possível desativar',
              message: errorMessage(e),
            }),
        }),
    });

  return (
    <Stack component="section" aria-labelledby="calendario-externo" gap="lg" mt="lg">
      <Title order={2} fz="h3" id="calendario-externo">
        Calendário externo
      </Title>
      <QueryError title="Não foi possível carregar" error={calendario.error} onRetry={calendario.refetch} />
      {calendario.isPending && !calendario.isError ? (
        <QueryLoading label="Carregando calendário externo" blocks={[160]} />
      ) : (
        <Card>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              Veja seus agendamentos no Google Agenda ou no calendário do iPhone, junto com seus outros
              compromissos. A agenda aparece só para leitura e se atualiza sozinha (o Google pode levar
              algumas horas). O endereço é secreto: quem o tiver vê seus horários.
            </Text>
            <Checkbox
              label="Mostrar o nome completo dos pacientes"
              description="Sem esta opção, aparecem só as iniciais (ex.: “Sessão — M. S.”): o outro calendário fica fora da proteção do Consultório."
              checked={nomes}
              onChange={(e) => setNomes(e.currentTarget.checked)}
            />
            {url && (
              <Alert color="teal" title="Copie o endereço agora" role="status">
                <Stack gap="xs">
                  <Text fz="sm">Por segurança, ele não será mostrado de novo.</Text>
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <TextInput
                      label="Endereço do calendário"
                      value={url}
                      readOnly
                      style={{ flex: 1 }}
                      onFocus={(e) => e.currentTarget.select()}
                    />
                    <CopyButton value={url}>
                      {({ copied, copy }) => (
                        <Button
                          variant="light"
                          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                          onClick={copy}
                        >
                          {copied ? 'Copiado' : 'Copiar'}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                </Stack>
              </Alert>
            )}
            {ativo && !url && (
              <Text fz="sm">
                Há um endereço ativo
                {calendario.data?.criado_em
                  ? ` desde ${new Date(calendario.data.criado_em).toLocaleDateString('pt-BR')}`
                  : ''}
                {calendario.data?.mostrar_nomes ? ', com nomes completos' : ', com iniciais'}. Para ver o
                endereço de novo, gere outro (o atual deixa de funcionar).
              </Text>
            )}
            <Group gap="xs">
              <Button
                leftSection={<IconCalendarShare size={17} />}
                loading={criar.isPending}
                onClick={ativo ? substituir : gerar}
              >
                {ativo ? 'Gerar novo endereço' : 'Gerar endereço'}
              </Button>
              {ativo && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLinkOff size={17} />}
                  loading={revogar.isPending}
                  onClick={desativar}
                >
                  Desativar endereço
                </Button>
              )}
            </Group>
            <Accordion variant="separated">
              <Accordion.Item value="google">
                <Accordion.Control>Como adicionar no Google Agenda</Accordion.Control>
                <Accordion.Panel>
                  <List type="ordered" fz="sm" spacing={4}>
                    <List.Item>No computador, abra o Google Agenda.</List.Item>
                    <List.Item>Ao lado de “Outras agendas”, clique em “+” e escolha “Do URL”.</List.Item>
                    <List.Item>Cole o endereço e clique em “Adicionar agenda”.</List.Item>
                    <List.Item>
                      Em alguns minutos (até algumas horas) os agendamentos aparecem também no celular.
                    </List.Item>
                  </List>
                </Accordion.Panel>
              </Accordion.Item>
              <Accordion.Item value="iphone">
                <Accordion.Control>Como adicionar no iPhone</Accordion.Control>
                <Accordion.Panel>
                  <List type="ordered" fz="sm" spacing={4}>
                    <List.Item>Abra Ajustes → Calendário → Contas → Adicionar Conta → Outra.</List.Item>
                    <List.Item>Toque em “Adicionar Calendário Assinado”.</List.Item>
                    <List.Item>Cole o endereço, toque em “Seguinte” e depois em “Salvar”.</List.Item>
                  </List>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
