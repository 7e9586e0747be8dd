import {
  MODELOS_TERMO,
  type ModeloTermo,
  TEXTO_TERMO_MAX,
  type TermoPrevia,
  TITULO_TERMO_MAX,
  TITULOS_TERMO,
} from '@consultorio/contracts/termos';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { useEnviarTermo, usePreviaTermo } from '../api';
import classes from './EnviarTermoDialog.module.css';

interface Valores {
  modelo: ModeloTermo;
  titulo: string;
  texto: string;
}

const OPCOES = MODELOS_TERMO.map((m) => ({ value: m, label: TITULOS_TERMO[m] }));

/**
 * "Enviar termo" (docs/product.md §20): a model (or a free term with its title and text), the text filled for the
 * patient as they will read it, then the send — from then on the text is frozen and the patient signs it in their
 * page.
 */
export function EnviarTermoDialog({
  pacienteId,
  aberto,
  modeloInicial,
  onClose,
}: {
  pacienteId: string;
  aberto: boolean;
  modeloInicial: ModeloTermo;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={aberto}
      onClose={onClose}
      title={<Text fw={700}>Enviar termo ao paciente</Text>}
      size="lg"
      centered
    >
      {aberto && <EnviarForm pacienteId={pacienteId} modeloInicial={modeloInicial} onClose={onClose} />}
    </Modal>
  );
}

function corpo(v: Valores) {
  return v.modelo === 'livre' ? { modelo: v.modelo, titulo: v.titulo, texto: v.texto } : { modelo: v.modelo };
}

function EnviarForm({
  pacienteId,
  modeloInicial,
  onClose,
}: {
  pacienteId: string;
  modeloInicial: ModeloTermo;
  onClose: () => void;
}) {
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: { modelo: modeloInicial, titulo: '', texto: '' },
  });
  const previa = usePreviaTermo(pacienteId);
  const enviar = useEnviarTermo(pacienteId);
  const [erro, setErro] = useState<string | null>(null);
  const [texto, setTexto] = useState<TermoPrevia | null>(null);
  const livre = form.values.modelo === 'livre';
  const campos = ['titulo', 'texto'] as const;

  const mostrarPrevia = () => {
    setErro(null);
    previa.mutate(corpo(form.getValues()), {
      onSuccess: setTexto,
      onError: (e) => {
        setTexto(null);
        if (!applyApiFieldErrors(form, e, campos)) setErro(errorMessage(e));
      },
    });
  };
  // A model's preview comes at once; a free term's when asked (its text is still being written).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshed when the model changes, not on every render
  useEffect(() => {
    setTexto(null);
    if (!livre) mostrarPrevia();
  }, [form.values.modelo]);

  const submit = form.onSubmit((v) => {
    setErro(null);
    enviar.mutate(corpo(v), {
      onSuccess: (termo) => {
        notifications.show({
          color: 'teal',
          title: 'Termo enviado',
          message: `${termo.titulo}: aguardando assinatura.`,
        });
        onClose();
      },
      onError: (e) => {
        if (!applyApiFieldErrors(form, e, campos)) setErro(errorMessage(e));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Enviar termo ao paciente">
      <Stack gap="md">
        <AvisoDeErro mensagem={erro} />
        <Select
          label="Modelo"
          data={OPCOES}
          allowDeselect={false}
          required
          {...form.getInputProps('modelo')}
        />
        {livre && (
          <>
            <TextInput
              label="Título"
              required
              maxLength={TITULO_TERMO_MAX}
              {...form.getInputProps('titulo')}
            />
            <Textarea
              label="Texto"
              required
              autosize
              minRows={5}
              maxRows={12}
              maxLength={TEXTO_TERMO_MAX}
              description="Pode usar os campos dos modelos, como {{paciente.nome}} e {{data}} (lista em Perfil → Termos)."
              {...form.getInputProps('texto')}
            />
            <Group>
              <Button
                variant="default"
                leftSection={<IconEye size={16} stroke={1.7} />}
                onClick={mostrarPrevia}
                loading={previa.isPending}
              >
                Pré-visualizar
              </Button>
            </Group>
          </>
        )}
        <Previa previa={texto} carregando={previa.isPending} />
        <Text fz="xs" c="dimmed">
          Depois de enviado, o texto não muda. O paciente lê e assina (ou recusa) na área do paciente; você é
          avisado por e-mail.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={enviar.isPending} leftSection={<IconSend size={16} stroke={1.7} />}>
            Enviar ao paciente
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Previa({ previa, carregando }: { previa: TermoPrevia | null; carregando: boolean }) {
  if (!previa) {
    return carregando ? (
      <Text fz="sm" c="dimmed" role="status">
        Preparando a prévia…
      </Text>
    ) : null;
  }
  return (
    <div>
      <Text fz="sm" fw={600} mb={4}>
        Prévia: {previa.titulo}
      </Text>
      {/* Focusable, so a keyboard scrolls a long text (a scrollable region must be reachable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling box is reached by Tab to be scrolled */}
      <section className={classes.previa} tabIndex={0} aria-label="Texto do termo">
        <Text fz="sm" className={classes.texto}>
          {previa.texto}
        </Text>
      </section>
    </div>
  );
}
