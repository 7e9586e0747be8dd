import type { AgendamentoUpdate } from '@consultorio/contracts/agendamentos';
import {
  FORMA_PAGAMENTO_LABELS,
  FORMAS_PAGAMENTO,
  type FormaPagamento,
} from '@consultorio/contracts/sessoes';
import { Button, Checkbox, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useFinanceiroLiberado } from '../../plano/usePlan';

const FORMAS = FORMAS_PAGAMENTO.map((value) => ({ value, label: FORMA_PAGAMENTO_LABELS[value] }));

/**
 * "Marcar realizado" / "Faltou": the status, and optionally the session registered in the same step (with its
 * payment and, when the plan has finance, its receita).
 */
export function RegistroForm({
  tipo,
  pending,
  onCancel,
  onSubmit,
}: {
  tipo: 'realizado' | 'faltou';
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: AgendamentoUpdate, titulo: string) => void;
}) {
  const financeiro = useFinanceiroLiberado();
  const realizado = tipo === 'realizado';
  const [registrar, setRegistrar] = useState(true);
  const [pago, setPago] = useState(false);
  const [forma, setForma] = useState<FormaPagamento | null>(null);
  const [lancar, setLancar] = useState(financeiro);

  const enviar = () =>
    onSubmit(
      {
        status: tipo,
        registrar_sessao: registrar,
        pago: realizado && registrar && pago,
        forma_pagamento: realizado && registrar && pago ? forma : null,
        // Where Finance is not visible the API decides: a held session with a value gets its receita anyway.
        gerar_lancamento: realizado && registrar ? (financeiro ? lancar : undefined) : false,
      },
      realizado ? 'Atendimento realizado' : 'Falta registrada',
    );

  return (
    <Stack gap="sm" role="group" aria-label={realizado ? 'Marcar como realizado' : 'Marcar falta'}>
      <Text fw={600} fz="sm">
        {realizado ? 'Marcar como realizado' : 'Marcar falta'}
      </Text>
      <Checkbox
        checked={registrar}
        onChange={(e) => setRegistrar(e.currentTarget.checked)}
        label={realizado ? 'Registrar a sessão' : 'Registrar a falta nas sessões do paciente'}
        description={
          realizado
            ? 'Cria a sessão na ficha do paciente, com o valor e o pagamento.'
            : 'Entra na taxa de presença da ficha do paciente.'
        }
      />
      {realizado && registrar && (
        <Stack gap="sm" pl="lg">
          <Switch label="Sessão paga" checked={pago} onChange={(e) => setPago(e.currentTarget.checked)} />
          {pago && (
            <Select
              label="Forma de pagamento"
              placeholder="Selecione"
              data={FORMAS}
              value={forma}
              onChange={(v) => setForma(v as FormaPagamento | null)}
              clearable
              maw={280}
            />
          )}
          {financeiro && (
            <Checkbox
              checked={lancar}
              onChange={(e) => setLancar(e.currentTarget.checked)}
              label="Lançar o valor no financeiro"
              description={pago ? 'Como receita recebida.' : 'Como valor a receber.'}
            />
          )}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Voltar
        </Button>
        <Button onClick={enviar} loading={pending}>
          {realizado ? 'Marcar como realizado' : 'Marcar falta'}
        </Button>
      </Group>
    </Stack>
  );
}
