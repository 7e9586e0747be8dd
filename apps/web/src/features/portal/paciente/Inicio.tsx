import type { PortalInicio } from '@consultorio/contracts/portal';
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconClipboardList,
  IconClipboardText,
  IconFileCertificate,
  IconPhone,
  IconReceipt2,
  IconWritingSign,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryError, QueryLoading } from '../../../components/QueryState';
import { paths } from '../../../routes/paths';
import { useInicioPortal } from './api';
import { SessaoCartao } from './SessaoCartao';
import type { SecaoProps } from './secoes';
import { TituloDaSecao } from './TituloDaSecao';

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;
const plural = (n: number, um: string, varios: string) => (n === 1 ? `1 ${um}` : `${n} ${varios}`);

/**
 * Início: a greeting, the psychologist's message, what waits for the patient (forms, questionnaires, terms, new
 * documents, charges — each a link to its section) and the next sessions.
 */
export function Inicio({ token }: SecaoProps) {
  const inicio = useInicioPortal();
  const dados = inicio.data;
  return (
    <Stack gap="lg">
      <TituloDaSecao>{dados ? `Olá, ${primeiroNome(dados.paciente.nome)}!` : 'Início'}</TituloDaSecao>
      <QueryError title="Não foi possível carregar o início" error={inicio.error} onRetry={inicio.refetch} />
      {inicio.isPending && <QueryLoading label="Carregando o início" blocks={[80, 140]} />}
      {dados && <Conteudo token={token} dados={dados} />}
    </Stack>
  );
}

function Conteudo({ token, dados }: { token: string; dados: PortalInicio }) {
  const { profissional: prof, pendencias, proximas_sessoes: sessoes } = dados;
  return (
    <>
      {dados.config.mensagem && (
        <Card withBorder>
          <Text fz="sm" c="dimmed" mb={4}>
            Recado de {prof.nome}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{dados.config.mensagem}</Text>
        </Card>
      )}

      <Stack gap="sm" component="section" aria-labelledby="portal-pendencias">
        <Title order={2} fz="h4" id="portal-pendencias">
          Para fazer
        </Title>
        {Object.values(pendencias).every((n) => !n) ? (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
              <IconCircleCheck size={18} />
            </ThemeIcon>
            <Text>Nada pendente por aqui. Tudo em dia!</Text>
          </Group>
        ) : (
          <>
            {pendencias.formularios > 0 && (
              <Pendencia
                icone={<IconClipboardText size={20} />}
                texto={`${plural(pendencias.formularios, 'formulário', 'formulários')} para preencher`}
                acao="Preencher"
                para={paths.portal(token, 'formularios')}
              />
            )}
            {pendencias.escalas > 0 && (
              <Pendencia
                icone={<IconClipboardList size={20} />}
                texto={`${plural(pendencias.escalas, 'questionário', 'questionários')} para responder`}
                acao="Responder"
                para={paths.portal(token, 'formularios')}
              />
            )}
            {pendencias.termos > 0 && (
              <Pendencia
                icone={<IconWritingSign size={20} />}
                texto={`${plural(pendencias.termos, 'termo', 'termos')} para ler e assinar`}
                acao="Ler e assinar"
                para={paths.portal(token, 'termos')}
              />
            )}
            {pendencias.documentos_novos > 0 && (
              <Pendencia
                icone={<IconFileCertificate size={20} />}
                texto={`${plural(pendencias.documentos_novos, 'documento novo', 'documentos novos')} para ver`}
                acao="Ver documentos"
                para={paths.portal(token, 'documentos')}
              />
            )}
            {pendencias.cobrancas > 0 && (
              <Pendencia
                icone={<IconReceipt2 size={20} />}
                texto={`${plural(pendencias.cobrancas, 'pagamento', 'pagamentos')} em aberto`}
                acao="Pagar"
                para={paths.portal(token, 'pagamentos')}
              />
            )}
          </>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="portal-proximas">
        <Title order={2} fz="h4" id="portal-proximas">
          Próximas sessões
        </Title>
        {sessoes.length === 0 ? (
          <Text c="dimmed">Nenhuma sessão marcada por enquanto.</Text>
        ) : (
          <>
            {sessoes.slice(0, 2).map((s) => (
              <SessaoCartao key={s.id} sessao={s} />
            ))}
            <Anchor component={Link} to={paths.portal(token, 'sessoes')}>
              {sessoes.length > 2 ? `Ver todas as ${sessoes.length} sessões` : 'Confirmar ou cancelar'}
            </Anchor>
          </>
        )}
      </Stack>

      <Card withBorder component="section" aria-labelledby="portal-contato">
        <Title order={2} fz="h5" id="portal-contato" mb={4}>
          Contato
        </Title>
        <Text>{prof.nome}</Text>
        <Text fz="sm" c="dimmed">
          CRP {prof.crp}
        </Text>
        {prof.telefone && (
          <Anchor href={`tel:${prof.telefone.replace(/\D/g, '')}`} mt="xs" display="inline-flex">
            <Group gap={6} component="span">
              <IconPhone size={16} aria-hidden />
              {prof.telefone}
            </Group>
          </Anchor>
        )}
      </Card>
    </>
  );
}

function Pendencia({
  icone,
  texto,
  acao,
  para,
}: {
  icone: React.ReactNode;
  texto: string;
  acao: string;
  para: string;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={texto}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
            {icone}
          </ThemeIcon>
          <Text fw={500}>{texto}</Text>
        </Group>
        <Button component={Link} to={para} variant="light">
          {acao}
        </Button>
      </Group>
    </Card>
  );
}
