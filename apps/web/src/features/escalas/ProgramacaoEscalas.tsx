import {
  type Aplicacao,
  DEFINICOES_ESCALA,
  type Escala,
  RECORRENCIA_ESCALA_LABELS,
  type RecorrenciaAtiva,
} from '@consultorio/contracts/escalas';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useEncerrarEscala } from './api';

interface Linha {
  escala: Escala;
  aplicacaoId: string;
  titulo: string;
  detalhe: string;
  recorrente: boolean;
}

/**
 * What is scheduled: each live schedule (its period, since when, the next application or the one waiting) and each
 * single send still waiting for the patient's answer (docs/escalas.md, "The schedule").
 */
export function linhasDaProgramacao(
  aplicacoes: readonly Aplicacao[],
  recorrencias: readonly RecorrenciaAtiva[],
): Linha[] {
  const pendente = (escala: Escala) => aplicacoes.find((a) => a.escala === escala && a.status === 'pendente');
  const serie = recorrencias.map((r): Linha => {
    const espera = pendente(r.escala);
    const estado = espera
      ? `aguardando a resposta do paciente desde ${formatDate(espera.enviada_em)}`
      : r.proxima_em
        ? `próxima aplicação a partir de ${formatDate(r.proxima_em)}`
        : 'a próxima depois da resposta do paciente';
    return {
      escala: r.escala,
      aplicacaoId: r.aplicacao_id,
      titulo: `${DEFINICOES_ESCALA[r.escala].sigla} · ${RECORRENCIA_ESCALA_LABELS[r.recorrencia]}`,
      detalhe: `Desde ${formatDate(r.desde)}; ${estado}.`,
      recorrente: true,
    };
  });
  const unicas = aplicacoes
    .filter((a) => a.status === 'pendente' && !recorrencias.some((r) => r.escala === a.escala))
    .map(
      (a): Linha => ({
        escala: a.escala,
        aplicacaoId: a.id,
        titulo: `${DEFINICOES_ESCALA[a.escala].sigla} · ${RECORRENCIA_ESCALA_LABELS.unica}`,
        detalhe: `Enviada em ${formatDate(a.enviada_em)}; aguardando a resposta do paciente.`,
        recorrente: false,
      }),
    );
  return [...serie, ...unicas];
}

/** The schedule card with "Encerrar" on each line (asked first); read-only: the lines without the button. */
export function ProgramacaoEscalas({
  pacienteId,
  aplicacoes,
  recorrencias,
  somenteLeitura,
}: {
  pacienteId: string;
  aplicacoes: readonly Aplicacao[];
  recorrencias: readonly RecorrenciaAtiva[];
  somenteLeitura: boolean;
}) {
  const encerrar = useEncerrarEscala(pacienteId);
  const linhas = linhasDaProgramacao(aplicacoes, recorrencias);
  if (linhas.length === 0) return null;
  const confirmar = (l: Linha) =>
    modals.openConfirmModal({
      title: `Encerrar o envio do ${DEFINICOES_ESCALA[l.escala].sigla}?`,
      centered: true,
      children: (
        <Text fz="sm">
          {l.recorrente
            ? 'Nenhuma nova aplicação será enviada, e a que ainda espera resposta sai da área do paciente. As respostas já dadas continuam aqui.'
            : 'A escala sai da área do paciente sem resposta.'}
        </Text>
      ),
      labels: { confirm: 'Encerrar', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        encerrar.mutate(l.aplicacaoId, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: 'Envio encerrado',
              message: `${DEFINICOES_ESCALA[l.escala].sigla}: nada mais vai para a área do paciente.`,
            }),
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: 'Não foi possível encerrar',
              message: errorMessage(e),
            }),
        }),
    });
  return (
    <Card component="section" aria-labelledby={`programacao-${pacienteId}`} p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3} fz="h5" id={`programacao-${pacienteId}`}>
          Envios programados
        </Title>
        {linhas.map((l) => (
          <Group key={l.aplicacaoId} justify="space-between" gap="sm" wrap="nowrap" data-testid="programacao">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                {l.titulo}
              </Text>
              <Text fz="xs" c="dimmed">
                {l.detalhe}
              </Text>
            </Stack>
            {!somenteLeitura && (
              <Button
                size="xs"
                variant="default"
                onClick={() => confirmar(l)}
                aria-label={`Encerrar ${l.titulo}`}
              >
                Encerrar
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
