import {
  ANTECEDENCIA_MAX_HORAS,
  MENSAGEM_PORTAL_MAX,
  type PortalConfig,
  portalConfigSchema,
} from '@consultorio/contracts/portal';
import { Button, Card, Group, NumberInput, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { SecaoDoPerfil } from '../../components/SecaoDoPerfil';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { useConfigDoPortal, useSalvarConfigDoPortal } from './api';

/**
 * Perfil → Área do paciente (docs/product.md §17): whether patients may cancel a session from their page, how
 * many hours before at the latest (0–168), and a message on their page's home. Essencial and Vitalício.
 */
export function ConfigDoPortal() {
  const liberado = usePlan().has('essencial');
  const config = useConfigDoPortal(liberado);
  return (
    <SecaoDoPerfil
      id="area-do-paciente"
      titulo="Área do paciente"
      liberado={liberado}
      bloqueada="Uma página privada para cada paciente confirmar sessões, receber documentos e preencher formulários. Faz parte dos planos Essencial e Vitalício."
      query={config}
      erro="Não foi possível carregar a área do paciente"
      carregando="Carregando área do paciente"
      altura={220}
    >
      {(dados) => <ConfigForm config={dados} />}
    </SecaoDoPerfil>
  );
}

const CAMPOS = ['permitir_cancelamento', 'antecedencia_cancelamento_horas', 'mensagem'] as const;
type Valores = { permitir_cancelamento: boolean; antecedencia_cancelamento_horas: number; mensagem: string };
const valoresDe = (c: PortalConfig): Valores => ({ ...c, mensagem: c.mensagem ?? '' });

function ConfigForm({ config }: { config: PortalConfig }) {
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: valoresDe(config),
    validate: zodResolver(portalConfigSchema),
    validateInputOnBlur: true,
  });
  const salvar = useSalvarConfigDoPortal();
  const [erro, setErro] = useState<string | null>(null);
  const submit = form.onSubmit((values) => {
    setErro(null);
    salvar.mutate(values, {
      onSuccess: (salvo) => {
        form.setInitialValues(valoresDe(salvo));
        form.setValues(valoresDe(salvo));
        notifications.show({
          color: 'teal',
          title: 'Área do paciente salva',
          message: 'Suas preferências foram salvas.',
        });
      },
      onError: (e) => {
        if (!applyApiFieldErrors(form, e, CAMPOS)) setErro(errorMessage(e));
      },
    });
  });
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Área do paciente">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Cada paciente entra pelo link que você cria na ficha dele (Dados → Área do paciente) e confirma a
            data de nascimento. Lá ele vê as próximas sessões, os documentos que você entrega e os formulários
            para preencher.
          </Text>
          <AvisoDeErro mensagem={erro} />
          <Switch
            label="Permitir que o paciente cancele sessões pela área do paciente"
            description="Você recebe um e-mail a cada cancelamento, e o horário volta a ficar livre."
            {...form.getInputProps('permitir_cancelamento', { type: 'checkbox' })}
          />
          <NumberInput
            label="Antecedência mínima para cancelar (horas)"
            description={`De 0 a ${ANTECEDENCIA_MAX_HORAS} horas (7 dias). Depois disso, o paciente vê como falar com você.`}
            min={0}
            max={ANTECEDENCIA_MAX_HORAS}
            allowDecimal={false}
            allowNegative={false}
            disabled={!form.values.permitir_cancelamento}
            maw={320}
            {...form.getInputProps('antecedencia_cancelamento_horas')}
          />
          <Textarea
            label="Mensagem no início da área do paciente"
            description="Opcional. Por exemplo: como avisar um atraso, ou o endereço do consultório. Nada clínico."
            autosize
            minRows={2}
            maxLength={MENSAGEM_PORTAL_MAX}
            {...form.getInputProps('mensagem')}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              type="button"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || salvar.isPending}
            >
              Descartar alterações
            </Button>
            <Button
              type="submit"
              loading={salvar.isPending}
              leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
            >
              Salvar área do paciente
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
