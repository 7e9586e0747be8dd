import {
  ANAMNESE_CAMPOS,
  type Anamnese,
  type AnamneseCampo,
  anamneseCreateSchema,
} from '@consultorio/contracts/anamnese';
import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconClipboardText, IconDeviceFloppy, IconEdit, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { useSomenteLeitura } from '../../../components/pacientes/somenteLeitura';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDateTime } from '../../../lib/format';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../../lib/forms';
import { useAnamnese, useSaveAnamnese } from '../api';
import { useUnsavedChanges } from '../components/UnsavedChanges';

type AnamneseValues = Record<AnamneseCampo, string>;
const CAMPOS = ANAMNESE_CAMPOS.map(([campo]) => campo);

const toValues = (a: Anamnese | null): AnamneseValues =>
  Object.fromEntries(CAMPOS.map((campo) => [campo, a?.[campo] ?? ''])) as AnamneseValues;

const PLACEHOLDERS: Partial<Record<AnamneseCampo, string>> = {
  queixa_principal: 'O motivo que trouxe o paciente, nas palavras dele(a).',
  medicamentos: 'Nome, dose e quem prescreveu.',
  expectativas: 'O que o paciente espera da terapia.',
};

/** Tab "Anamnese": one per patient, read here and created (POST) or edited (PUT) in place. */
export function AnamneseTab({ pacienteId }: { pacienteId: string }) {
  const query = useAnamnese(pacienteId);
  const [editing, setEditing] = useState(false);
  const somenteLeitura = useSomenteLeitura();

  if (query.isError) {
    return (
      <QueryError title="Não foi possível carregar a anamnese" error={query.error} onRetry={query.refetch} />
    );
  }
  if (query.isPending) {
    return <QueryLoading label="Carregando anamnese" gap="md" blocks={[120, 200]} />;
  }
  const anamnese = query.data;
  if (editing) {
    return <AnamneseForm pacienteId={pacienteId} anamnese={anamnese} onDone={() => setEditing(false)} />;
  }
  if (!anamnese) {
    return (
      <QueryEmpty
        variant="light"
        icon={<IconClipboardText size={28} stroke={1.6} />}
        title="Anamnese ainda não preenchida"
        description="Registre a queixa principal, o histórico e o contexto de vida do paciente. Tudo é guardado com criptografia."
        actions={
          !somenteLeitura && (
            <Button onClick={() => setEditing(true)} leftSection={<IconEdit size={17} stroke={1.7} />}>
              Preencher anamnese
            </Button>
          )
        }
      />
    );
  }
  const preenchidos = ANAMNESE_CAMPOS.filter(([campo]) => anamnese[campo]);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          Atualizada em {formatDateTime(anamnese.updated_at)}
        </Text>
        {!somenteLeitura && (
          <Button
            variant="light"
            onClick={() => setEditing(true)}
            leftSection={<IconEdit size={16} stroke={1.7} />}
          >
            Editar anamnese
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {preenchidos.map(([campo, label]) => (
          <Card
            key={campo}
            p="md"
            style={campo === 'queixa_principal' ? { gridColumn: '1 / -1' } : undefined}
          >
            <Title order={3} fz="sm" c="dimmed" fw={600} mb={6}>
              {label}
            </Title>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {anamnese[campo]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function AnamneseForm({
  pacienteId,
  anamnese,
  onDone,
}: {
  pacienteId: string;
  anamnese: Anamnese | null;
  onDone: () => void;
}) {
  const save = useSaveAnamnese(pacienteId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AnamneseValues>({
    mode: 'controlled',
    initialValues: toValues(anamnese),
    validate: zodResolver<AnamneseValues>(anamneseCreateSchema),
    validateInputOnBlur: true,
  });
  const { allowLeave, prompt } = useUnsavedChanges(form.isDirty() && !save.isPending);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: anamnese?.id ?? null, body: values },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Anamnese salva',
            message: anamnese ? 'As alterações foram salvas.' : 'A anamnese do paciente foi registrada.',
          });
          allowLeave();
          onDone();
        },
        onError: (error) => {
          if (!applyApiFieldErrors(form, error, CAMPOS)) setFormError(errorMessage(error));
        },
      },
    );
  });

  const cancel = () => {
    form.reset();
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Anamnese">
      <Card>
        <Stack gap="md">
          <Group gap="xs" c="dimmed">
            <IconLock size={16} stroke={1.7} />
            <Text fz="sm">
              Texto clínico, guardado com criptografia. Só a queixa principal é obrigatória.
            </Text>
          </Group>
          <AvisoDeErro mensagem={formError} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {ANAMNESE_CAMPOS.map(([campo, label]) => (
              <Textarea
                key={campo}
                label={label}
                required={campo === 'queixa_principal'}
                placeholder={PLACEHOLDERS[campo]}
                autosize
                minRows={campo === 'queixa_principal' ? 3 : 2}
                maxRows={12}
                style={campo === 'queixa_principal' ? { gridColumn: '1 / -1' } : undefined}
                {...form.getInputProps(campo)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
            >
              Salvar anamnese
            </Button>
          </Group>
        </Stack>
      </Card>
      {prompt}
    </form>
  );
}
