import type { Paciente } from '@consultorio/contracts/pacientes';
import type { Sessao } from '@consultorio/contracts/sessoes';
import { Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ehSecretaria } from '../../../api/session';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { AvisoAutorizacao } from '../../../components/termos/AvisoAutorizacao';
import { usePhone } from '../../../components/usePhone';
import { useFinanceiroLiberado } from '../../../plano/usePlan';
import { useConsultorio } from '../../../usuario/api';
import { PagamentoCampos, PresencaEHorarioCampos, type ValorEmBranco } from './SessaoCampos';
import { type SessaoFormValues, sessaoDefaults, sessaoToForm, validateSessao } from './sessaoForm';
import { useSessaoSubmit } from './useSessaoSubmit';

/**
 * "Registrar sessão": what happened in a session that took place (or was missed), its price and payment. With
 * `sessao`, "Editar sessão": the same fields, saved with `PUT /sessao/{id}` (its receita follows on the server).
 */
export function SessaoDialog({
  paciente,
  opened,
  onClose,
  sessao,
}: {
  paciente: Paciente;
  opened: boolean;
  onClose: () => void;
  sessao?: Sessao | null;
}) {
  const phone = usePhone();
  const profile = useConsultorio();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sessao ? 'Editar sessão' : 'Registrar sessão'}
      size="lg"
      fullScreen={phone}
      centered
    >
      {/* Mounted per opening, so each session starts from today's defaults (or the edited session's values). */}
      {opened && (
        <SessaoForm
          paciente={paciente}
          perfil={profile.data ?? null}
          onClose={onClose}
          sessao={sessao ?? null}
        />
      )}
    </Modal>
  );
}

/** What a blank Valor would save: the recorded value when editing, else the patient's or the profile's price. */
function valorEmBranco(
  paciente: Paciente,
  perfil: Parameters<typeof sessaoDefaults>[0]['perfil'],
  sessao: Sessao | null,
): ValorEmBranco | null {
  if (sessao) return sessao.valor === null ? null : { valor: sessao.valor, origem: 'registrado' };
  if (paciente.valor_sessao !== null) return { valor: paciente.valor_sessao, origem: 'paciente' };
  if (perfil?.valor_sessao_padrao != null) return { valor: perfil.valor_sessao_padrao, origem: 'perfil' };
  return null;
}

function SessaoForm({
  paciente,
  perfil,
  onClose,
  sessao,
}: {
  paciente: Paciente;
  perfil: Parameters<typeof sessaoDefaults>[0]['perfil'];
  onClose: () => void;
  sessao: Sessao | null;
}) {
  // A secretária registers attendance and payment, not notes (docs/product.md §15).
  const secretaria = ehSecretaria();
  const financeiro = useFinanceiroLiberado();
  const form = useForm<SessaoFormValues>({
    mode: 'controlled',
    initialValues: sessao
      ? sessaoToForm(sessao)
      : sessaoDefaults({ valorPaciente: paciente.valor_sessao, perfil, financeiro }),
    validate: (values) => validateSessao(values, paciente.id),
    validateInputOnBlur: true,
  });
  const { submit, formError, pending } = useSessaoSubmit({ form, paciente, sessao, onClose });

  return (
    <form onSubmit={submit} noValidate aria-label={sessao ? 'Editar sessão' : 'Registrar sessão'}>
      <Stack gap="md">
        <AvisoDeErro mensagem={formError} />
        {/* A minor without a guardian's authorisation: a notice, never a block (Código de Ética art. 8 §1). */}
        {!sessao && <AvisoAutorizacao pacienteId={paciente.id} compacto />}
        <PresencaEHorarioCampos form={form} fuso={perfil?.fuso_horario} />
        <PagamentoCampos form={form} emBranco={valorEmBranco(paciente, perfil, sessao)} />
        {!secretaria && (
          <Textarea
            label="Observações"
            description="Anotações privadas da sessão, guardadas com criptografia."
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('observacoes')}
          />
        )}
        {financeiro && !sessao && (
          <Checkbox
            label="Lançar o valor no financeiro"
            description={form.getValues().pago ? 'Como receita recebida.' : 'Como valor a receber.'}
            {...form.getInputProps('gerar_lancamento', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending} leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}>
            {sessao ? 'Salvar alterações' : 'Registrar sessão'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
