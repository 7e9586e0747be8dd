import { type Aplicacao, DEFINICOES_ESCALA, OPCOES_ESCALA } from '@consultorio/contracts/escalas';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useMarcarAlertaVisto } from './api';

/** The answers with an alert not yet seen (docs/escalas.md), newest first. */
export const alertasPendentes = (aplicacoes: readonly Aplicacao[]): Aplicacao[] =>
  aplicacoes.filter((a) => a.alerta && a.alerta_visto_em === null);

/**
 * The safety alert on the tab (docs/decisions/0089-escalas-alerta.md): which answer, the item and the option
 * chosen, and "Marcar como visto", which takes the marker off the file and the patient list. Read-only (an
 * archived patient): the alert shows, without the button.
 */
export function AlertasEscala({
  pacienteId,
  aplicacoes,
  somenteLeitura,
}: {
  pacienteId: string;
  aplicacoes: readonly Aplicacao[];
  somenteLeitura: boolean;
}) {
  const visto = useMarcarAlertaVisto(pacienteId);
  const alertas = alertasPendentes(aplicacoes);
  if (alertas.length === 0) return null;
  const marcar = (id: string) =>
    visto.mutate(id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: 'Alerta marcado como visto',
          message: 'O aviso saiu da ficha e da lista de pacientes.',
        }),
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível marcar', message: errorMessage(e) }),
    });
  return (
    <Stack gap="sm">
      {alertas.map((a) => {
        const def = DEFINICOES_ESCALA[a.escala];
        const item = def.itemDeAlerta ?? 0;
        const valor = a.respostas?.[item - 1] ?? 0;
        return (
          <Alert
            key={a.id}
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            title="Uma resposta pede a sua atenção"
            data-testid="alerta-escala-aba"
          >
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">
                {def.sigla} respondido em {formatDateTime(a.respondida_em)}: no item {item} (“
                {def.itens[item - 1]}”), a resposta foi <b>{OPCOES_ESCALA[valor]?.texto}</b>. Na área do
                paciente, a resposta trouxe na hora os contatos do CVV (188), do SAMU (192) e o seu.
              </Text>
              {!somenteLeitura && (
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  leftSection={<IconCheck size={15} />}
                  loading={visto.isPending && visto.variables === a.id}
                  onClick={() => marcar(a.id)}
                >
                  Marcar como visto
                </Button>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
