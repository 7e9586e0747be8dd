import {
  STATUS_TRATAMENTO,
  STATUS_TRATAMENTO_LABELS,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { getSessionUser } from '../../../api/session';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { STATUS_COLORS } from '../../../components/pacientes/status';
import { errorMessage } from '../../../lib/forms';
import { useChangeStatus } from '../api';

const DESCRICOES: Record<StatusTratamento, string> = {
  em_atendimento: 'Sessões em andamento.',
  em_pausa: 'Tratamento interrompido por um tempo; pode ser retomado.',
  alta: 'Tratamento concluído.',
  encaminhado: 'Encaminhado a outro profissional ou serviço.',
  desistencia: 'O paciente deixou o tratamento.',
};

export interface StatusTarget {
  id: string;
  nome: string;
  status_tratamento: StatusTratamento;
}

/** "Alterar status": PUT paciente/status/{id} with status_tratamento and psicologo (the logged user). */
export function StatusDialog({ paciente, onClose }: { paciente: StatusTarget | null; onClose: () => void }) {
  const change = useChangeStatus();
  const [value, setValue] = useState<StatusTratamento>('em_atendimento');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (paciente) {
      setValue(paciente.status_tratamento);
      setError(null);
    }
  }, [paciente]);

  const save = () => {
    if (!paciente) return;
    setError(null);
    change.mutate(
      // The account's psychologist: a secretária acts on her titular's patients (docs/product.md §15).
      { id: paciente.id, status_tratamento: value, psicologo: getSessionUser()?.consultorio?.titular_id },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', title: 'Status alterado', message });
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Modal opened={paciente !== null} onClose={onClose} title="Alterar status do tratamento" centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {paciente?.nome}
        </Text>
        <Radio.Group value={value} onChange={(v) => setValue(v as StatusTratamento)} label="Novo status">
          <Stack gap="sm" mt="xs">
            {STATUS_TRATAMENTO.map((s) => (
              <Radio
                key={s}
                value={s}
                color={STATUS_COLORS[s]}
                label={STATUS_TRATAMENTO_LABELS[s]}
                description={DESCRICOES[s]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <AvisoDeErro mensagem={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={save} loading={change.isPending} disabled={paciente?.status_tratamento === value}>
            Salvar status
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
