import { type LembretesConfig, lembretesConfigSchema, MODELO_PADRAO } from '@consultorio/contracts/lembretes';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { zodResolver } from '../../lib/forms';
import { useLembretes } from './api';
import { EnvioCampos, MensagemCampo, PreviaLembrete } from './LembretesCampos';
import { type LembretesValues, useLembretesSubmit } from './useLembretesSubmit';

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
  const form = useForm<LembretesValues>({
    mode: 'controlled',
    initialValues: { ...config },
    validate: zodResolver(lembretesConfigSchema),
    validateInputOnBlur: true,
  });
  const { submit, erro, salvando } = useLembretesSubmit(form);

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
          <AvisoDeErro mensagem={erro} />
          <EnvioCampos form={form} />
          <MensagemCampo form={form} />
          <PreviaLembrete modelo={form.values.modelo} />
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
              loading={salvando}
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
