import { hojeEm } from '@consultorio/contracts/pacientes';
import {
  CONTEUDO_MAX,
  type Prontuario,
  TIPO_PRONTUARIO_LABELS,
  TITULO_MAX,
} from '@consultorio/contracts/prontuarios';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { getHotkeyHandler, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { teclaMod, useTemTeclado } from '../../../lib/atalhos';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { isoToBrDate, MaskedInput } from '../../../lib/masks';
import { useCreateProntuario, useSessoesParaVincular, useUpdateProntuario } from '../api';
import {
  ENTRADA_FIELDS,
  type EntradaFormValues,
  entradaDefaults,
  sessaoLabel,
  TIPO_OPTIONS,
  temAlteracoes,
  toEntradaPayload,
  validateEntrada,
} from '../entradaForm';

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
  const create = useCreateProntuario(pacienteId);
  const update = useUpdateProntuario(pacienteId);
  const saving = create.isPending || update.isPending;
  const teclado = useTemTeclado();
  const sessoes = useSessoesParaVincular(pacienteId, true);
  const [formError, setFormError] = useState<string | null>(null);
  const [inicial] = useState(() => entradaDefaults(entrada));
  const form = useForm<EntradaFormValues>({
    mode: 'controlled',
    initialValues: inicial,
    validate: (values) => validateEntrada(values, hojeEm()),
    validateInputOnBlur: ['data', 'tipo', 'titulo'],
  });
  const values = form.getValues();
  const dirty = temAlteracoes(values, inicial);

  useEffect(() => {
    onDirtyChange(dirty);
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, onDirtyChange]);

  const sessaoOptions = (sessoes.data ?? []).map((s) => ({ value: s.id, label: sessaoLabel(s) }));
  // An entry being edited may point to a session older than the 100 listed: keep it selectable.
  if (
    entrada?.sessao_id &&
    entrada.sessao_data &&
    !sessaoOptions.some((o) => o.value === entrada.sessao_id)
  ) {
    sessaoOptions.push({ value: entrada.sessao_id, label: `Sessão de ${isoToBrDate(entrada.sessao_data)}` });
  }

  const submit = form.onSubmit((v) => {
    setFormError(null);
    const body = toEntradaPayload(v);
    const handlers = {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: entrada ? 'Entrada atualizada' : 'Entrada registrada',
          message: `${TIPO_PRONTUARIO_LABELS[body.tipo]} de ${v.data}.`,
        });
        onSaved();
      },
      onError: (error: unknown) => {
        if (!applyApiFieldErrors(form, error, ENTRADA_FIELDS)) setFormError(errorMessage(error));
      },
    };
    if (entrada) update.mutate({ id: entrada.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  const escolherSessao = (id: string | null) => {
    form.setFieldValue('sessao_id', id);
    // The entry usually registers that session: take its date.
    const sessao = sessoes.data?.find((s) => s.id === id);
    if (sessao) form.setFieldValue('data', isoToBrDate(sessao.data));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={entrada ? 'Editar entrada' : 'Nova entrada'}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
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
            value={values.sessao_id}
            onChange={escolherSessao}
            error={form.errors.sessao_id}
          />
        </SimpleGrid>
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
