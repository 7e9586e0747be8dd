import { AVISO_ESCALAS, ESCALAS } from '@consultorio/contracts/escalas';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconChartLine, IconClipboardText, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSomenteLeitura } from '../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryError, QueryLoading } from '../../components/QueryState';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { AlertasEscala } from './AlertasEscala';
import { useEscalas } from './api';
import { CartaoDaEscala } from './CartaoDaEscala';
import { EnviarEscalaDialog } from './EnviarEscalaDialog';
import { ProgramacaoEscalas } from './ProgramacaoEscalas';
import { pontosDaEscala } from './pontos';
import { RegistrarEscalaDialog } from './RegistrarEscalaDialog';

/**
 * Tab "Escalas" of the patient file (/pacientes/ficha/{id}?aba=escalas; docs/escalas.md, docs/product.md §19): the
 * alert of an answer not yet seen, the sends scheduled with "Encerrar", and per scale its score over time over the
 * shaded bands, the table of points and the last answer item by item; "Enviar escala" to the patient's page
 * (Essencial and Vitalício, like the page) and "Registrar aplicação em papel" (every plan). The titular's only: the
 * secretária never sees the tab (the API refuses her). Archived patient: read, no writes (docs/decisions/0078); a
 * paused plan: read, and the alerts still marked seen.
 */
export function PacienteTab({ pacienteId }: { pacienteId: string }) {
  const query = useEscalas(pacienteId);
  const plan = usePlan();
  const somenteLeitura = useSomenteLeitura();
  const [envio, setEnvio] = useState(false);
  const [registro, setRegistro] = useState(false);
  const escreve = !somenteLeitura && !plan.paused;
  const podeEnviar = escreve && plan.has('essencial');
  const dados = query.data;

  const botoes = escreve && (
    <Group gap="sm">
      {podeEnviar && (
        <Button leftSection={<IconSend size={17} stroke={1.8} />} onClick={() => setEnvio(true)}>
          Enviar escala
        </Button>
      )}
      <Button
        variant={podeEnviar ? 'default' : 'filled'}
        leftSection={<IconClipboardText size={17} stroke={1.8} />}
        onClick={() => setRegistro(true)}
      >
        Registrar aplicação em papel
      </Button>
    </Group>
  );
  const porEscala = dados
    ? ESCALAS.map((escala) => ({ escala, pontos: pontosDaEscala(dados.aplicacoes, escala) })).filter(
        (e) => e.pontos.length > 0,
      )
    : [];

  return (
    <>
      <QueryError title="Não foi possível carregar as escalas" error={query.error} onRetry={query.refetch} />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando escalas" blocks={[{ h: 36, w: 260 }, 300]} />
      )}
      {dados && (
        <Stack gap="md">
          <AlertasEscala
            pacienteId={pacienteId}
            aplicacoes={dados.aplicacoes}
            somenteLeitura={somenteLeitura}
          />
          {dados.aplicacoes.length === 0 ? (
            <QueryEmpty
              variant="light"
              icon={<IconChartLine size={28} stroke={1.6} />}
              title="Nenhuma escala aplicada"
              description="Envie o PHQ-9 ou o GAD-7 para a área do paciente, uma vez ou com recorrência, ou registre uma aplicação feita em papel na sessão: a pontuação aparece aqui ao longo do tempo."
              actions={botoes}
            />
          ) : (
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dimmed">
                {porEscala.length === 0
                  ? 'Nenhuma resposta ainda: o gráfico aparece com a primeira.'
                  : 'Pontuação de cada escala ao longo do tempo, com as faixas de gravidade.'}
              </Text>
              {botoes}
            </Group>
          )}
          {escreve && !podeEnviar && <SemEnvio gerencia={plan.gerenciaPlano} />}
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} stroke={1.7} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="xs" c="dimmed" data-testid="aviso-escalas">
              {AVISO_ESCALAS}
            </Text>
          </Group>
          <ProgramacaoEscalas
            pacienteId={pacienteId}
            aplicacoes={dados.aplicacoes}
            recorrencias={dados.recorrencias}
            somenteLeitura={somenteLeitura}
          />
          {porEscala.map(({ escala, pontos }) => (
            <CartaoDaEscala key={escala} escala={escala} pontos={pontos} />
          ))}
        </Stack>
      )}
      <EnviarEscalaDialog pacienteId={pacienteId} aberto={envio} onClose={() => setEnvio(false)} />
      <RegistrarEscalaDialog pacienteId={pacienteId} aberto={registro} onClose={() => setRegistro(false)} />
    </>
  );
}

/** On Gratuito: the scales typed in from paper work; sending them needs the patient's page (Essencial). */
function SemEnvio({ gerencia }: { gerencia: boolean }) {
  return (
    <Card withBorder={false} p="sm" bg="var(--mantine-color-default-hover)">
      <Text fz="sm">
        Enviar escalas para o paciente responder na área do paciente faz parte dos planos Essencial e
        Vitalício. No seu plano, registre as aplicações feitas em papel na sessão.{' '}
        {gerencia && (
          <Anchor component={Link} to={paths.upgrade} fz="sm" underline="always">
            Conhecer os planos
          </Anchor>
        )}
      </Text>
    </Card>
  );
}

export default PacienteTab;
