import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { PacienteSelect } from '../../components/PacienteSelect';
import { errorMessage } from '../../lib/forms';
import { useCadastrarEVincular, useVincularPaciente } from './api';

/**
 * "Vincular paciente" of an online booking (docs/product.md §16): choose a patient of the account, or register the
 * visitor as a new patient with what they typed. A booking never attaches itself to a record by e-mail: the
 * psychologist decides who it is.
 */
export function VincularPaciente({
  a,
  onCancel,
  onDone,
}: {
  a: Agendamento;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [pacienteId, setPacienteId] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const vincular = useVincularPaciente();
  const cadastrar = useCadastrarEVincular();
  const reserva = a.reserva;

  const ok = (res: { message: string }) => {
    notifications.show({ color: 'teal', title: 'Paciente vinculado', message: res.message });
    onDone();
  };
  const falhou = (e: unknown) => setErro(errorMessage(e));

  return (
    <Stack gap="sm" aria-label="Vincular paciente" role="group">
      <Text fz="sm">
        Escolha o paciente que fez este agendamento, ou cadastre a pessoa com os dados que ela informou.
      </Text>
      <PacienteSelect
        label="Paciente cadastrado"
        value={pacienteId}
        onChange={(p) => setPacienteId(p?.id ?? null)}
        comboboxProps={{ withinPortal: true }}
      />
      <AvisoDeErro mensagem={erro} />
      <Group gap="xs">
        <Button
          leftSection={<IconLink size={16} />}
          disabled={!pacienteId}
          loading={vincular.isPending}
          onClick={() =>
            pacienteId &&
            vincular.mutate({ id: a.id, paciente_id: pacienteId }, { onSuccess: ok, onError: falhou })
          }
        >
          Vincular
        </Button>
        {reserva?.telefone && (
          <Button
            variant="light"
            leftSection={<IconUserPlus size={16} />}
            loading={cadastrar.isPending}
            // The visitor's name may be long: the label wraps instead of being cut on a phone.
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            onClick={() =>
              cadastrar.mutate(
                { id: a.id, nome: reserva.nome, email: reserva.email, telefone: reserva.telefone as string },
                { onSuccess: ok, onError: falhou },
              )
            }
          >
            Cadastrar {reserva.nome} como paciente
          </Button>
        )}
        <Button variant="subtle" color="gray" onClick={onCancel}>
          Voltar
        </Button>
      </Group>
    </Stack>
  );
}
