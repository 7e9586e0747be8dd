import type { Prontuario } from '@consultorio/contracts/prontuarios';
import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isoToBrDate, MaskedInput } from '../../../lib/masks';
import { useSessoesParaVincular } from '../api';
import { type EntradaFormValues, sessaoLabel, TIPO_OPTIONS } from '../entradaForm';

/**
 * The entry's first row: Data, Tipo and the session it registers (optional). Choosing a session takes its date,
 * since the entry usually registers that session.
 */
export function DataTipoSessaoCampos({
  form,
  pacienteId,
  entrada,
}: {
  form: UseFormReturnType<EntradaFormValues>;
  pacienteId: string;
  entrada: Prontuario | null;
}) {
  const sessoes = useSessoesParaVincular(pacienteId, true);
  const sessaoOptions = (sessoes.data ?? []).map((s) => ({ value: s.id, label: sessaoLabel(s) }));
  // An entry being edited may point to a session older than the 100 listed: keep it selectable.
  if (
    entrada?.sessao_id &&
    entrada.sessao_data &&
    !sessaoOptions.some((o) => o.value === entrada.sessao_id)
  ) {
    sessaoOptions.push({ value: entrada.sessao_id, label: `Sessão de ${isoToBrDate(entrada.sessao_data)}` });
  }

  const escolherSessao = (id: string | null) => {
    form.setFieldValue('sessao_id', id);
    // The entry usually registers that session: take its date.
    const sessao = sessoes.data?.find((s) => s.id === id);
    if (sessao) form.setFieldValue('data', isoToBrDate(sessao.data));
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <MaskedInput mask="data" label="Data" required {...form.getInputProps('data')} />
      <Select
        label="Tipo"
        required
        data={TIPO_OPTIONS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('tipo')}
      />
      <Select
        label="Sessão (opcional)"
        placeholder={sessoes.isPending ? 'Carregando sessões…' : 'Nenhuma'}
        data={sessaoOptions}
        clearable
        searchable
        nothingFoundMessage={
          sessoes.data?.length === 0 ? 'Nenhuma sessão registrada' : 'Nenhuma sessão encontrada'
        }
        value={form.getValues().sessao_id}
        onChange={escolherSessao}
        error={form.errors.sessao_id}
      />
    </SimpleGrid>
  );
}
