import { reciboReembolsoQuerySchema } from '@consultorio/contracts/financeiro';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, endpointUrl } from '../../api/client';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { brDateToIso, isoToBrDate, MaskedInput } from '../../lib/masks';

/** The period as typed: dd/mm/aaaa. */
export interface PeriodoReembolso {
  de: string;
  ate: string;
}

/** The current month so far: its first day … today. */
export function periodoInicial(hoje = hojeEm()): PeriodoReembolso {
  return { de: isoToBrDate(`${hoje.slice(0, 8)}01`), ate: isoToBrDate(hoje) };
}

const DATA_INVALIDA = 'Data inválida: use dd/mm/aaaa.';

/**
 * What the user should fix before asking: both dates present and real, then the endpoint's own query schema
 * (order of the dates, years accepted). The API checks it again and also the period's length.
 */
export function validarPeriodo(v: PeriodoReembolso): Partial<Record<keyof PeriodoReembolso, string>> {
  const e: Partial<Record<keyof PeriodoReembolso, string>> = {};
  const de = brDateToIso(v.de);
  const ate = brDateToIso(v.ate);
  if (!v.de.trim()) e.de = 'Informe a data inicial.';
  else if (!de) e.de = DATA_INVALIDA;
  if (!v.ate.trim()) e.ate = 'Informe a data final.';
  else if (!ate) e.ate = DATA_INVALIDA;
  if (de && ate) {
    const r = reciboReembolsoQuerySchema.safeParse({ de, ate });
    for (const issue of r.success ? [] : r.error.issues) {
      const campo = issue.path[0];
      if ((campo === 'de' || campo === 'ate') && !e[campo]) e[campo] = issue.message;
    }
  }
  return e;
}

/** `GET /paciente/{id}/recibo-reembolso?de=&ate=` downloaded as the PDF file the API names. */
const baixarReciboReembolso = (pacienteId: string, de: string, ate: string) =>
  downloadFile(
    endpointUrl('financeiro.reciboReembolso', { id: pacienteId }),
    `recibo-reembolso-${de}-${ate}.pdf`,
    { query: { de, ate } },
  );

/**
 * "Recibo para reembolso" of the patient's finance tab (docs/carne-leao.md §8): the paid sessions of a period in
 * the PDF health plans ask for. The API's refusals (a period too long, no paid session) are shown here.
 */
export function ReciboReembolsoModal({
  pacienteId,
  opened,
  onClose,
}: {
  pacienteId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>Recibo para reembolso</Text>}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      centered
    >
      {/* Mounted per opening, so each one starts from the current month. */}
      {opened && <PeriodoForm pacienteId={pacienteId} onClose={onClose} />}
    </Modal>
  );
}

function PeriodoForm({ pacienteId, onClose }: { pacienteId: string; onClose: () => void }) {
  const form = useForm<PeriodoReembolso>({
    initialValues: periodoInicial(),
    validate: validarPeriodo,
    // The API's last answer is about the dates it was given: it goes once they change.
    onValuesChange: () => baixar.reset(),
  });
  const baixar = useMutation({
    mutationFn: ({ de, ate }: { de: string; ate: string }) => baixarReciboReembolso(pacienteId, de, ate),
    onSuccess: onClose,
    // A period the API finds too long goes under "Até"; anything else (no paid session…) in the alert below.
    onError: (error) => applyApiFieldErrors(form, error, ['ate']),
  });
  const submit = form.onSubmit((v) => {
    const de = brDateToIso(v.de);
    const ate = brDateToIso(v.ate);
    if (de && ate) baixar.mutate({ de, ate });
  });
  const alerta = baixar.isError && !form.errors.ate ? errorMessage(baixar.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text fz="sm" c="dimmed">
          Um PDF com cada sessão realizada e paga no período (data e valor), o total, o nome e o CPF do
          paciente e os seus dados com o CRP — o que os planos de saúde pedem para o reembolso.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MaskedInput mask="data" label="De" required data-autofocus {...form.getInputProps('de')} />
          <MaskedInput mask="data" label="Até" required {...form.getInputProps('ate')} />
        </SimpleGrid>
        {alerta && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle />} role="alert">
            {alerta}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            leftSection={<IconDownload size={17} stroke={1.7} />}
            loading={baixar.isPending}
          >
            Baixar PDF
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
