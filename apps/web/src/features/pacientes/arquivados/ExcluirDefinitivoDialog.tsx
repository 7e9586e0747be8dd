import { hojeEm, MOTIVO_LEGAL_MAX, type PacienteArquivado } from '@consultorio/contracts/pacientes';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { ApiError } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { useExcluirDefinitivo } from '../api';
import { dentroDoPrazo, erroDoMotivo, motivoParaEnviar } from './exclusaoDefinitiva';

/** What goes with the patient (the same list in both cases). */
function OQueSeraApagado({ nome }: { nome: string }) {
  return (
    <Text fz="sm">
      Serão apagados para sempre o cadastro de <strong>{nome}</strong>, as sessões, a anamnese, os prontuários
      e os anexos. Os lançamentos financeiros continuam, sem o vínculo com o paciente. Não há como desfazer.
    </Text>
  );
}

/**
 * "Excluir definitivamente" an archived patient (docs/product.md §8.3). Within the legal retention it explains the
 * rule (Res. CFP 001/2009 art. 4) and requires the legal reason, which goes to the audit trail; after it, a plain
 * confirmation.
 */
export function ExcluirDefinitivoDialog({
  paciente,
  onClose,
}: {
  paciente: PacienteArquivado | null;
  onClose: () => void;
}) {
  const excluir = useExcluirDefinitivo();
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [erroGeral, setErroGeral] = useState<string | null>(null);
  const exigido = paciente ? dentroDoPrazo(paciente.excluir_a_partir_de, hojeEm()) : false;

  useEffect(() => {
    if (paciente) {
      setMotivo('');
      setErro(null);
      setErroGeral(null);
    }
  }, [paciente]);

  const confirmar = () => {
    if (!paciente) return;
    const problema = erroDoMotivo(motivo, exigido);
    setErro(problema);
    setErroGeral(null);
    if (problema) return;
    excluir.mutate(
      { id: paciente.id, motivoLegal: motivoParaEnviar(motivo, exigido) },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', title: 'Paciente excluído definitivamente', message });
          onClose();
        },
        onError: (e) => {
          const doCampo = e instanceof ApiError ? e.errors?.motivo_legal?.[0] : undefined;
          if (doCampo && exigido) setErro(doCampo);
          else setErroGeral(errorMessage(e));
        },
      },
    );
  };

  return (
    <Modal
      opened={paciente !== null}
      onClose={onClose}
      title={paciente ? `Excluir definitivamente ${paciente.nome}?` : ''}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      centered
      size="lg"
    >
      {paciente && (
        <Stack gap="md">
          {exigido ? (
            <>
              <Alert
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle />}
                title="Ainda no prazo legal de guarda"
              >
                <Text fz="sm">
                  A Resolução CFP 001/2009 (art. 4º) manda guardar os registros por pelo menos 5 anos após o
                  último registro. Os registros deste paciente devem ser guardados até{' '}
                  <strong>{formatDate(paciente.excluir_a_partir_de)}</strong>.
                </Text>
                <Text fz="sm" mt="xs">
                  Antes dessa data, exclua apenas se houver um motivo legal — por exemplo, uma ordem judicial
                  ou um pedido do paciente nos casos em que a lei o permite. O motivo fica registrado na
                  auditoria.
                </Text>
              </Alert>
              <OQueSeraApagado nome={paciente.nome} />
              <Textarea
                label="Motivo legal da exclusão"
                description="Descreva o fundamento legal (pelo menos 20 caracteres). Não escreva informações clínicas."
                required
                autosize
                minRows={3}
                maxLength={MOTIVO_LEGAL_MAX}
                value={motivo}
                onChange={(e) => setMotivo(e.currentTarget.value)}
                error={erro}
                data-autofocus
              />
            </>
          ) : (
            <>
              <Text fz="sm">
                O prazo legal de guarda dos registros terminou em{' '}
                <strong>{formatDate(paciente.excluir_a_partir_de)}</strong>.
              </Text>
              <OQueSeraApagado nome={paciente.nome} />
            </>
          )}
          <AvisoDeErro mensagem={erroGeral} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus={exigido ? undefined : true}>
              Cancelar
            </Button>
            <Button color="red" loading={excluir.isPending} onClick={confirmar}>
              Excluir definitivamente
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
