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
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { SecaoDoPerfil } from '../../components/SecaoDoPerfil';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { useFinanceiroLiberado } from '../../plano/usePlan';
import { useCobrancaConfig, useSalvarCobrancaConfig } from './api';

/**
 * Perfil → Cobranças (docs/product.md §18): the PIX key that goes into every charge, the name and city of the BR
 * Code, the days to the due date, the reminder e-mail, whether a falta is charged, and a note for the patient.
 */
export function ConfigCobranca() {
  const liberado = useFinanceiroLiberado();
  const config = useCobrancaConfig(liberado);
  return (
    <SecaoDoPerfil
      id="cobrancas"
      titulo="Cobranças"
      liberado={liberado}
      bloqueada="Cobrar os pacientes por PIX faz parte da Gestão Financeira (planos Essencial e Vitalício)."
      query={config}
      erro="Não foi possível carregar as cobranças"
      carregando="Carregando cobranças"
      altura={260}
    >
      {(dados) => <ConfigForm config={dados} />}
    </SecaoDoPerfil>
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
          <AvisoDeErro mensagem={erro} />
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
