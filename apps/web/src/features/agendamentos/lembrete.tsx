import type { Agendamento } from '@consultorio/contracts/agendamentos';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconCircleCheck, IconCircleX, IconMailCheck } from '@tabler/icons-react';
import classes from './Agenda.module.css';
import { useLembreteWhatsapp } from './api';
import { formatarData, hora } from './tempo';

/*
 * The reminders on the agenda (docs/product.md §13): whether the e-mail went out and what the patient answered
 * through its link, on each event and in the appointment's dialog, and "Enviar lembrete por WhatsApp".
 */

const RESPOSTA_LABEL = {
  confirmado: 'Paciente confirmou pelo link',
  cancelado: 'Paciente cancelou pelo link',
};

/** Small icons on a calendar event: reminder sent, patient's answer. */
export function IndicadoresLembrete({ a }: { a: Agendamento }) {
  return (
    <>
      {a.lembrete_enviado_em && !a.resposta_paciente && (
        <IconMailCheck
          size={12}
          className={classes.icone}
          aria-label="Lembrete enviado"
          title="Lembrete enviado"
        />
      )}
      {a.resposta_paciente === 'confirmado' && (
        <IconCircleCheck
          size={12}
          className={classes.icone}
          aria-label={RESPOSTA_LABEL.confirmado}
          title={RESPOSTA_LABEL.confirmado}
        />
      )}
      {a.resposta_paciente === 'cancelado' && (
        <IconCircleX
          size={12}
          className={classes.icone}
          aria-label={RESPOSTA_LABEL.cancelado}
          title={RESPOSTA_LABEL.cancelado}
        />
      )}
    </>
  );
}

/** "Lembrete" in the appointment's dialog: e-mail sent (when), the patient's answer. */
export function LembreteInfo({ a, fuso }: { a: Agendamento; fuso: string }) {
  if (!a.lembrete_enviado_em && !a.resposta_paciente) return <>Não enviado</>;
  return (
    <>
      {a.lembrete_enviado_em && (
        <Text fz="sm" component="span" display="block">
          E-mail enviado em {formatarData(a.lembrete_enviado_em, fuso, { day: '2-digit', month: '2-digit' })}{' '}
          às {hora(a.lembrete_enviado_em, fuso)}
        </Text>
      )}
      {a.resposta_paciente && (
        <Group gap={4} component="span" wrap="nowrap">
          {a.resposta_paciente === 'confirmado' ? (
            <IconCircleCheck size={14} stroke={1.7} aria-hidden />
          ) : (
            <IconCircleX size={14} stroke={1.7} aria-hidden />
          )}
          {RESPOSTA_LABEL[a.resposta_paciente]}
        </Group>
      )}
    </>
  );
}

/** Opens WhatsApp (web or app) with the reminder written to the patient's phone. */
export function WhatsappButton({ a }: { a: Agendamento }) {
  const lembrete = useLembreteWhatsapp(a.id, true);
  const url = lembrete.data?.whatsapp_url ?? null;
  const semTelefone = lembrete.isSuccess && !url;
  return (
    <Tooltip
      label={semTelefone ? 'O paciente não tem um celular válido cadastrado' : lembrete.data?.mensagem}
      disabled={!lembrete.data}
      multiline
      w={320}
    >
      <Button
        component="a"
        href={url ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="teal"
        leftSection={<IconBrandWhatsapp size={16} />}
        data-disabled={!url || undefined}
        onClick={(e) => {
          if (!url) e.preventDefault();
        }}
        loading={lembrete.isPending}
      >
        Enviar lembrete por WhatsApp
      </Button>
    </Tooltip>
  );
}
