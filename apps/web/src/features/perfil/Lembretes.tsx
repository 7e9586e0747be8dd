import {
  ANTECEDENCIA_MAXIMA,
  ANTECEDENCIA_MINIMA,
  type LembretesConfig,
  type LembretesConfigInput,
  lembretesConfigSchema,
  localDoAgendamento,
  MARCADOR_LABELS,
  MARCADORES,
  MODELO_PADRAO,
  renderizarModelo,
} from '@consultorio/contracts/lembretes';
import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBell, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { dayjs } from '../../lib/format';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { useProfile } from '../../usuario/api';
import { useLembretes, useSalvarLembretes } from './api';

const CAMPOS = ['ativo', 'antecedencia_horas', 'modelo'] as const;

/**
 * Perfil → Lembretes (docs/product.md §13): e-mail reminders on or off, how many hours before, and the message,
 * with a live preview of what a patient reads.
 */
export function Lembretes() {
  const lembretes = useLembretes();
  return (
    <Stack component="section" aria-labelledby="lembretes" gap="lg" mt="lg">
      <Title order={2} fz="h3" id="lembretes">
        Lembretes
      </Title>
      <QueryError
        title="Não foi possível carregar os lembretes"
        error={lembretes.error}
        onRetry={lembretes.refetch}
      />
      {lembretes.isPending && !lembretes.isError ? (
        <QueryLoading label="Carregando lembretes" blocks={[220]} />
      ) : (
        lembretes.data && <LembretesForm config={lembretes.data} />
      )}
    </Stack>
  );
}

function LembretesForm({ config }: { config: LembretesConfig }) {
  const salvar = useSalvarLembretes();
  const profile = useProfile();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<LembretesConfigInput & { modelo: string }>({
    mode: 'controlled',
    initialValues: { ...config },
    validate: zodResolver(lembretesConfigSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setErro(null);
    salvar.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(saved);
        form.setValues(saved);
        notifications.show({
          color: 'teal',
          title: 'Lembretes salvos',
          message: 'Suas preferências foram salvas.',
        });
      },
      onError: (error) => {
        if (!applyApiFieldErrors(form, error, CAMPOS)) setErro(errorMessage(error));
      },
    });
  });

  const amanha = dayjs().add(1, 'day');
  const previa = renderizarModelo(form.values.modelo.trim() || MODELO_PADRAO, {
    nome: 'Mariana',
    data: amanha.format('DD/MM/YYYY'),
    hora: '14:00',
    profissional: profile.data?.nome ?? 'Seu nome',
    local: localDoAgendamento({ modalidade: 'presencial' }, profile.data?.endereco),
  });

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Lembretes de agendamento">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={3} fz="h4">
              Lembretes por e-mail
            </Title>
            <Text fz="sm" c="dimmed">
              Antes de cada sessão agendada, o paciente que autorizou lembretes (e tem e-mail no cadastro)
              recebe esta mensagem com um link para confirmar a presença ou avisar que não poderá ir. Nada
              clínico vai na mensagem.
            </Text>
          </Stack>
          {erro && (
            <Alert color="red" role="alert">
              {erro}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Switch
              label="Enviar lembretes por e-mail"
              mt={{ sm: 'xl' }}
              {...form.getInputProps('ativo', { type: 'checkbox' })}
            />
            <NumberInput
              label="Antecedência (horas)"
              description={`De ${ANTECEDENCIA_MINIMA} a ${ANTECEDENCIA_MAXIMA} horas antes da sessão`}
              min={ANTECEDENCIA_MINIMA}
              max={ANTECEDENCIA_MAXIMA}
              allowDecimal={false}
              {...form.getInputProps('antecedencia_horas')}
            />
          </SimpleGrid>
          <Textarea
            label="Mensagem"
            autosize
            minRows={3}
            maxRows={8}
            description={
              <>
                Marcadores:{' '}
                {MARCADORES.map((m, i) => (
                  <span key={m}>
                    {i > 0 && ', '}
                    <Code>{`{${m}}`}</Code> {MARCADOR_LABELS[m]}
                  </span>
                ))}
                . Em branco, usa a mensagem padrão.
              </>
            }
            {...form.getInputProps('modelo')}
          />
          <Paper withBorder p="md" radius="md" aria-label="Prévia do lembrete">
            <Group gap="xs" mb={6}>
              <IconBell size={16} stroke={1.7} aria-hidden />
              <Text fz="sm" fw={600}>
                Prévia
              </Text>
            </Group>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="previa-lembrete">
              {previa}
            </Text>
          </Paper>
          <Group justify="flex-end">
            <Button
              variant="default"
              type="button"
              onClick={() => form.setFieldValue('modelo', MODELO_PADRAO)}
              disabled={form.values.modelo === MODELO_PADRAO}
            >
              Restaurar mensagem padrão
            </Button>
            <Button
              type="submit"
              loading={salvar.isPending}
              leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
            >
              Salvar lembretes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
