import { hojeEm } from '@consultorio/contracts/pacientes';
import { CONTEUDO_MAX, type Prontuario, TITULO_MAX } from '@consultorio/contracts/prontuarios';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getHotkeyHandler, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { useAvisoDeTextoNaoSalvo } from '../../../components/useAvisoDeTextoNaoSalvo';
import { teclaMod, useTemTeclado } from '../../../lib/atalhos';
import { type EntradaFormValues, entradaDefaults, temAlteracoes, validateEntrada } from '../entradaForm';
import { DataTipoSessaoCampos } from './EntradaCampos';
import { useEntradaSubmit } from './useEntradaSubmit';

/**
 * The "Nova entrada" dialog of docs/product.md §2.2 (and its edit twin): date (today by default), type, title and text, and
 * optionally the session it registers. Closing with typed text asks first; so does leaving the page.
 */
export function EntradaDialog({
  pacienteId,
  entrada,
  opened,
  onClose,
}: {
  pacienteId: string;
  /** The entry being edited; null for a new one. */
  entrada: Prontuario | null;
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  // The form reports whether closing now would lose text; the modal asks before closing then.
  const dirtyRef = useRef(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    dirtyRef.current = dirty;
  }, []);
  const requestClose = () => {
    if (!dirtyRef.current) return onClose();
    modals.openConfirmModal({
      title: 'Descartar o texto não salvo?',
      centered: true,
      children: <Text fz="sm">O que você escreveu nesta entrada ainda não foi salvo e será perdido.</Text>,
      labels: { confirm: 'Descartar', cancel: 'Continuar escrevendo' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        dirtyRef.current = false;
        onClose();
      },
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={<Text fw={700}>{entrada ? 'Editar entrada' : 'Nova entrada'}</Text>}
      size="xl"
      fullScreen={phone}
      centered
    >
      {/* Mounted per opening, so each new entry starts from today's defaults. */}
      {opened && (
        <EntradaForm
          pacienteId={pacienteId}
          entrada={entrada}
          onDirtyChange={onDirtyChange}
          onCancel={requestClose}
          onSaved={() => {
            dirtyRef.current = false;
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function EntradaForm({
  pacienteId,
  entrada,
  onDirtyChange,
  onCancel,
  onSaved,
}: {
  pacienteId: string;
  entrada: Prontuario | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const teclado = useTemTeclado();
  const [inicial] = useState(() => entradaDefaults(entrada));
  const form = useForm<EntradaFormValues>({
    mode: 'controlled',
    initialValues: inicial,
    validate: (values) => validateEntrada(values, hojeEm()),
    validateInputOnBlur: ['data', 'tipo', 'titulo'],
  });
  const { submit, formError, saving } = useEntradaSubmit({ form, pacienteId, entrada, onSaved });
  useAvisoDeTextoNaoSalvo(temAlteracoes(form.getValues(), inicial), onDirtyChange);

  return (
    <form onSubmit={submit} noValidate aria-label={entrada ? 'Editar entrada' : 'Nova entrada'}>
      <Stack gap="md">
        <AvisoDeErro mensagem={formError} />
        <DataTipoSessaoCampos form={form} pacienteId={pacienteId} entrada={entrada} />
        <TextInput
          label="Título"
          placeholder="Opcional — ex.: Sessão 12, Devolutiva, Encaminhamento ao psiquiatra"
          maxLength={TITULO_MAX}
          {...form.getInputProps('titulo')}
        />
        <Textarea
          label="Texto do registro"
          description={`Registre o essencial: demanda, intervenções, evolução e encaminhamentos (Resolução CFP 001/2009).${teclado ? ` ${teclaMod()}+Enter salva.` : ''}`}
          required
          autosize
          minRows={8}
          maxRows={22}
          maxLength={CONTEUDO_MAX}
          data-autofocus
          onKeyDown={getHotkeyHandler([['mod+Enter', () => submit()]])}
          {...form.getInputProps('conteudo')}
        />
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed">
            Guardado com criptografia; cada acesso fica no seu registro de acessos.
          </Text>
          <Group gap="sm" ml="auto">
            <Button variant="default" type="button" onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}>
              {entrada ? 'Salvar alterações' : 'Salvar entrada'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
