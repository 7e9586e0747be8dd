import {
  DEFINICOES_ESCALA,
  ESCALAS,
  type Escala,
  faixaDe,
  OPCOES_ESCALA,
  pontuar,
} from '@consultorio/contracts/escalas';
import { hojeEm } from '@consultorio/contracts/tempo';
import { Button, Group, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { getSessionUser } from '../../api/session';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { usePhone } from '../../components/usePhone';
import { errorMessage } from '../../lib/forms';
import { MaskedInput } from '../../lib/masks';
import { useRegistrarEscala } from './api';
import { pontuacaoTexto } from './pontos';
import { type RegistroValores, registroVazio, validarRegistro } from './registro';

/**
 * "Registrar aplicação em papel" (docs/escalas.md): a scale applied on paper in the session, typed in item by item
 * with the four options, and the day (today when left empty). Nothing goes until every item is answered; the
 * score shows as soon as they are.
 */
export function RegistrarEscalaDialog({
  pacienteId,
  aberto,
  onClose,
}: {
  pacienteId: string;
  aberto: boolean;
  onClose: () => void;
}) {
  const phone = usePhone();
  return (
    <Modal
      opened={aberto}
      onClose={onClose}
      title={<Text fw={700}>Registrar aplicação em papel</Text>}
      size="xl"
      fullScreen={phone}
      centered
    >
      {aberto && <RegistrarForm pacienteId={pacienteId} onClose={onClose} />}
    </Modal>
  );
}

export function RegistrarForm({ pacienteId, onClose }: { pacienteId: string; onClose: () => void }) {
  const [valores, setValores] = useState<RegistroValores>(() => registroVazio('phq9'));
  const [tentou, setTentou] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const registrar = useRegistrarEscala(pacienteId);
  const hoje = hojeEm(getSessionUser()?.consultorio.fuso_horario);
  const validado = validarRegistro(valores, hoje);
  const def = DEFINICOES_ESCALA[valores.escala];
  const completas = valores.respostas.every((r) => r !== null);
  const pontuacao = pontuar(valores.respostas.map((r) => r ?? 0));

  const responder = (i: number, valor: number) =>
    setValores((v) => ({ ...v, respostas: v.respostas.map((r, j) => (j === i ? valor : r)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTentou(true);
    setErro(null);
    if (!validado.corpo) return;
    registrar.mutate(validado.corpo, {
      onSuccess: (a) => {
        notifications.show({
          color: 'teal',
          title: 'Aplicação registrada',
          message: `${def.sigla}: ${a.pontuacao} pontos.`,
        });
        onClose();
      },
      onError: (err) => setErro(errorMessage(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Registrar aplicação em papel">
      <Stack gap="md">
        <AvisoDeErro mensagem={erro ?? (tentou ? validado.resumo : null)} />
        <Group gap="md" align="flex-end">
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="registro-escala">
              Escala
            </Text>
            <SegmentedControl
              aria-labelledby="registro-escala"
              value={valores.escala}
              onChange={(v) => {
                setTentou(false);
                setValores((atual) => ({ ...registroVazio(v as Escala), data: atual.data }));
              }}
              data={ESCALAS.map((e) => ({ value: e, label: DEFINICOES_ESCALA[e].sigla }))}
            />
          </Stack>
          <MaskedInput
            mask="data"
            label="Data da aplicação"
            description="Vazia: hoje"
            value={valores.data}
            onChange={(data) => setValores((v) => ({ ...v, data }))}
            error={tentou ? validado.data : null}
            w={180}
          />
        </Group>
        <Text fz="sm">{def.instrucao}</Text>
        {def.itens.map((texto, i) => (
          <Radio.Group
            key={texto}
            label={`${i + 1}. ${texto}`}
            value={valores.respostas[i] === null ? null : String(valores.respostas[i])}
            onChange={(v) => responder(i, Number(v))}
            error={tentou ? validado.itens[i] : null}
            required
          >
            <Group gap="md" mt={6} style={{ rowGap: 6 }}>
              {OPCOES_ESCALA.map((o) => (
                <Radio key={o.valor} value={String(o.valor)} label={`${o.texto} (${o.valor})`} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        <Text fz="sm" fw={600} aria-live="polite" data-testid="pontuacao-previa">
          {completas
            ? `Pontuação: ${pontuacaoTexto(valores.escala, { pontuacao, faixa: faixaDe(valores.escala, pontuacao) })}`
            : `Respondidas: ${valores.respostas.filter((r) => r !== null).length} de ${def.itens.length}`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={registrar.isPending}>
            Registrar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
