import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarShare, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { useCalendarioExterno } from './api';
import { ComoAdicionarCalendario } from './ComoAdicionarCalendario';
import { EnderecoCriado } from './EnderecoCriado';
import { useEnderecoDoCalendario } from './useEnderecoDoCalendario';

/**
 * Perfil → Calendário externo (docs/product.md §16): a secret address that puts the agenda, read-only, in Google
 * Agenda or the iPhone's calendar. The address is shown once, when made; the events carry initials unless the
 * psychologist asks for full names.
 */
export function CalendarioExterno() {
  const calendario = useCalendarioExterno();
  const [nomes, setNomes] = useState(false);
  const { url, gerar, substituir, desativar, gerando, desativando } = useEnderecoDoCalendario(nomes);
  const ativo = calendario.data?.ativo ?? false;

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
            {url && <EnderecoCriado url={url} />}
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
                loading={gerando}
                onClick={ativo ? substituir : gerar}
              >
                {ativo ? 'Gerar novo endereço' : 'Gerar endereço'}
              </Button>
              {ativo && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLinkOff size={17} />}
                  loading={desativando}
                  onClick={desativar}
                >
                  Desativar endereço
                </Button>
              )}
            </Group>
            <ComoAdicionarCalendario />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
