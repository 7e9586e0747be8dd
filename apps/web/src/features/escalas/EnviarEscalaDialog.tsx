import {
  DEFINICOES_ESCALA,
  ESCALAS,
  type Escala,
  RECORRENCIA_ESCALA_LABELS,
  RECORRENCIAS_ESCALA,
  type RecorrenciaEscala,
} from '@consultorio/contracts/escalas';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { errorMessage } from '../../lib/forms';
import { useEnviarEscala } from './api';

/**
 * "Enviar escala" (docs/escalas.md): the scale and how often it goes to the patient's page — once, or again each
 * week, fortnight or month after each answer. The same scale still waiting is the API's 409, shown here.
 */
export function EnviarEscalaDialog({
  pacienteId,
  aberto,
  onClose,
}: {
  pacienteId: string;
  aberto: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={aberto} onClose={onClose} title={<Text fw={700}>Enviar escala</Text>} centered>
      {aberto && <EnviarForm pacienteId={pacienteId} onClose={onClose} />}
    </Modal>
  );
}

function EnviarForm({ pacienteId, onClose }: { pacienteId: string; onClose: () => void }) {
  const [escala, setEscala] = useState<Escala>('phq9');
  const [recorrencia, setRecorrencia] = useState<RecorrenciaEscala>('unica');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = useEnviarEscala(pacienteId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErro(null);
    enviar.mutate(
      { escala, recorrencia },
      {
        onSuccess: (a) => {
          notifications.show({
            color: 'teal',
            title: 'Escala enviada',
            message: `${DEFINICOES_ESCALA[a.escala].sigla} na área do paciente, esperando a resposta.`,
          });
          onClose();
        },
        onError: (err) => setErro(errorMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Enviar escala">
      <Stack gap="md">
        <AvisoDeErro mensagem={erro} />
        <Text fz="sm" c="dimmed">
          O paciente responde na área do paciente, pelo link privado dele. Você vê a pontuação aqui; ele não.
        </Text>
        <Radio.Group label="Escala" value={escala} onChange={(v) => setEscala(v as Escala)} required>
          <Stack gap="xs" mt={6}>
            {ESCALAS.map((e) => (
              <Radio key={e} value={e} label={DEFINICOES_ESCALA[e].nome} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label="Frequência"
          description="Com recorrência, a próxima vai quando o período passa desde a última resposta."
          value={recorrencia}
          onChange={(v) => setRecorrencia(v as RecorrenciaEscala)}
          required
        >
          <Stack gap="xs" mt={6}>
            {RECORRENCIAS_ESCALA.map((r) => (
              <Radio key={r} value={r} label={RECORRENCIA_ESCALA_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={enviar.isPending} leftSection={<IconSend size={16} />}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
