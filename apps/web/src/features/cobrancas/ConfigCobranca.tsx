import {
  CIDADE_MAX,
  type CobrancaConfig,
  cobrancaConfigSchema,
  MENSAGEM_COBRANCA_MAX,
  NOME_RECEBEDOR_MAX,
  TIPO_CHAVE_PIX_LABELS,
  VENCIMENTO_DIAS_MAX,
} from '@consultorio/contracts/cobrancas';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { useFinanceiroLiberado, usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useCobrancaConfig, useSalvarCobrancaConfig } from './api';

/**
 * Perfil → Cobranças (docs/product.md §18): the PIX key that goes into every charge, the name and city of the BR
 * Code, the days to the due date, the reminder e-mail, whether a falta is charged, and a note for the patient.
 */
export function ConfigCobranca() {
  const plan = usePlan();
  const liberado = useFinanceiroLiberado();
  const config = useCobrancaConfig(liberado);
  return (
    <Stack component="section" aria-labelledby="cobrancas" gap="lg" mt="lg">
      <Title order={2} fz="h3" id="cobrancas">
        Cobranças
      </Title>
      {!liberado ? (
        <Card>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconLock size={22} stroke={1.6} aria-hidden />
            <Stack gap={6}>
              <Text fz="sm">
                Cobrar os pacientes por PIX faz parte da Gestão Financeira (planos Essencial e Vitalício).
              </Text>
              {plan.gerenciaPlano && (
                <Anchor component={Link} to={paths.upgrade} fz="sm">
                  Conhecer os planos
                </Anchor>
              )}
            </Stack>
          </Group>
        </Card>
      ) : (
        <>
          <QueryError
            title="Não foi possível carregar as cobranças"
            error={config.error}
            onRetry={config.refetch}
          />
          {config.isPending && !config.isError ? (
            <QueryLoading label="Carregando cobranças" blocks={[260]} />
          ) : (
            config.isSuccess && <ConfigForm config={config.data} />
          )}
        </>
      )}
    </Stack>
  );
}

const CAMPOS = [
  'chave_pix',
  'nome_recebedor',
  'cidade',
  'vencimento_dias',
  'lembrete_automatico',
  'mensagem',
  'cobrar_faltas',
] as const;

interface Valores {
  chave_pix: string;
  nome_recebedor: string;
  cidade: string;
  vencimento_dias: number;
  lembrete_automatico: boolean;
  mensagem: string;
  cobrar_faltas: boolean;
}

const valoresDe = (c: CobrancaConfig | null): Valores => ({
  chave_pix: c?.chave_pix ?? '',
  nome_recebedor: c?.nome_recebedor ?? '',
  cidade: c?.cidade ?? '',
  vencimento_dias: c?.vencimento_dias ?? 3,
  lembrete_automatico: c?.lembrete_automatico ?? true,
  mensagem: c?.mensagem ?? '',
  cobrar_faltas: c?.cobrar_faltas ?? true,
});

function ConfigForm({ config }: { config: CobrancaConfig | null }) {
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: valoresDe(config),
    validate: zodResolver(cobrancaConfigSchema),
    validateInputOnBlur: true,
  });
  const salvar = useSalvarCobrancaConfig();
  const [erro, setErro] = useState<string | null>(null);
  const [tipo, setTipo] = useState(config?.tipo_chave ?? null);

  const submit = form.onSubmit((values) => {
    setErro(null);
    salvar.mutate(values, {
      onSuccess: (saved) => {
        const v = valoresDe(saved);
        form.setInitialValues(v);
        form.setValues(v);
        setTipo(saved?.tipo_chave ?? null);
        notifications.show({ color: 'teal', title: 'Cobranças salvas', message: 'Sua chave PIX foi salva.' });
      },
      onError: (error) => {
        if (!applyApiFieldErrors(form, error, CAMPOS)) setErro(errorMessage(error));
      },
    });
  });

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Cobranças por PIX">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Cada cobrança leva um código PIX com a sua chave e o valor exato. O dinheiro vai direto para a sua
            conta; você confirma o recebimento em Gestão Financeira → Cobranças.
          </Text>
          {erro && (
            <Alert color="red" role="alert">
              {erro}
            </Alert>
          )}
          <TextInput
            label="Chave PIX"
            description={
              tipo
                ? `Tipo: ${TIPO_CHAVE_PIX_LABELS[tipo]}`
                : 'CPF, CNPJ, e-mail, celular com +55 e DDD, ou chave aleatória'
            }
            required
            {...form.getInputProps('chave_pix')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nome de quem recebe"
              description={`Até ${NOME_RECEBEDOR_MAX} letras; sem acentos no código`}
              maxLength={NOME_RECEBEDOR_MAX}
              required
              {...form.getInputProps('nome_recebedor')}
            />
            <TextInput
              label="Cidade"
              description={`Até ${CIDADE_MAX} letras`}
              maxLength={CIDADE_MAX}
              required
              {...form.getInputProps('cidade')}
            />
          </SimpleGrid>
          <NumberInput
            label="Vencimento (dias depois de criar a cobrança)"
            min={0}
            max={VENCIMENTO_DIAS_MAX}
            allowDecimal={false}
            w={{ base: '100%', sm: 320 }}
            {...form.getInputProps('vencimento_dias')}
          />
          <Switch
            label="Lembrar o paciente por e-mail no dia seguinte ao vencimento"
            {...form.getInputProps('lembrete_automatico', { type: 'checkbox' })}
          />
          <Switch
            label="Cobrar faltas sem aviso ao cobrar o mês"
            {...form.getInputProps('cobrar_faltas', { type: 'checkbox' })}
          />
          <Textarea
            label="Mensagem ao paciente (opcional)"
            description="Vai na mensagem do WhatsApp e na área do paciente, junto de cada cobrança."
            maxLength={MENSAGEM_COBRANCA_MAX}
            autosize
            minRows={2}
            {...form.getInputProps('mensagem')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={salvar.isPending}
              leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
            >
              Salvar cobranças
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
