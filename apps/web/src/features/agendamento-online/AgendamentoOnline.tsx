import {
  agendamentoOnlineSchema,
  CONFIRMACAO_LABELS,
  CONFIRMACOES,
  DIAS_SEMANA,
  type AgendamentoOnline as Pagina,
  slugDigitado,
  slugFinal,
} from '@consultorio/contracts/agendamento-online';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconCopy,
  IconDeviceFloppy,
  IconExternalLink,
  IconLock,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../lib/forms';
import { MaskedInput } from '../../lib/masks';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { usePaginaDeAgendamento, useSalvarPagina } from './api';
import {
  camposDaPagina,
  faixasDoDia,
  novaFaixa,
  type PaginaValues,
  resumoDosHorarios,
  toBody,
  toValues,
} from './paginaForm';

/**
 * Perfil → Agendamento online (docs/product.md §16): the public booking page — on or off, its address to copy, the
 * length, gap, notice and window, the weekly hours, automatic or manual confirmation, modalities and a message, with
 * a preview of what visitors see. Essencial and Vitalício.
 */
export function AgendamentoOnline() {
  const plan = usePlan();
  const liberado = plan.has('essencial');
  const pagina = usePaginaDeAgendamento(liberado);
  return (
    <Stack component="section" aria-labelledby="agendamento-online" gap="lg" mt="lg">
      <Title order={2} fz="h3" id="agendamento-online">
        Agendamento online
      </Title>
      {!liberado ? (
        <Card>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconLock size={22} stroke={1.6} aria-hidden />
            <Stack gap={6}>
              <Text fz="sm">
                Uma página pública onde pacientes escolhem um horário livre e marcam sozinhos. Faz parte dos
                planos Essencial e Vitalício.
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
            title="Não foi possível carregar a página de agendamento"
            error={pagina.error}
            onRetry={pagina.refetch}
          />
          {pagina.isPending && !pagina.isError ? (
            <QueryLoading label="Carregando agendamento online" blocks={[320]} />
          ) : (
            pagina.data && <PaginaForm key={pagina.data.slug} pagina={pagina.data} />
          )}
        </>
      )}
    </Stack>
  );
}

function PaginaForm({ pagina }: { pagina: Pagina }) {
  const salvar = useSalvarPagina();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<PaginaValues>({
    mode: 'controlled',
    initialValues: toValues(pagina),
    validate: (v) => zodResolver<unknown>(agendamentoOnlineSchema)(toBody(v)),
  });
  const v = form.values;
  const endereco = `${window.location.origin}${paths.agendar(v.slug || '…')}`;

  const submit = form.onSubmit((values) => {
    setErro(null);
    salvar.mutate(toBody(values), {
      onSuccess: (salva) => {
        form.setInitialValues(toValues(salva));
        form.setValues(toValues(salva));
        notifications.show({
          color: 'teal',
          title: 'Agendamento online salvo',
          message: salva.ativo ? 'Sua página está recebendo agendamentos.' : 'Sua página está desativada.',
        });
      },
      onError: (e) => {
        if (!applyApiFieldErrors(form, e, camposDaPagina(values.horarios))) setErro(errorMessage(e));
      },
    });
  });

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Página de agendamento online">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Divulgue o endereço da sua página (no Instagram, no WhatsApp, no seu site). Quem acessa vê só seu
            nome, seu CRP e os horários livres da agenda — nada sobre outros pacientes — e marca sem criar
            conta.
          </Text>
          {erro && (
            <Alert color="red" role="alert">
              {erro}
            </Alert>
          )}
          <Group justify="space-between" align="center">
            <Switch
              label="Página de agendamento ativa"
              {...form.getInputProps('ativo', { type: 'checkbox' })}
            />
            <EstadoDaPagina pagina={pagina} />
          </Group>

          <TextInput
            label="Endereço da página"
            description="Letras minúsculas, números e hífens."
            leftSection={
              <Text fz="xs" c="dimmed" pl={6}>
                /agendar/
              </Text>
            }
            leftSectionWidth={72}
            {...form.getInputProps('slug')}
            onChange={(e) => form.setFieldValue('slug', slugDigitado(e.currentTarget.value))}
            onBlur={() => form.setFieldValue('slug', slugFinal(form.values.slug))}
          />
          <Group gap="xs">
            <Text fz="sm" style={{ wordBreak: 'break-all' }} data-testid="endereco-agendamento">
              {endereco}
            </Text>
            <CopyButton value={endereco}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? 'Endereço copiado' : 'Copiar endereço'}
                </Button>
              )}
            </CopyButton>
            {pagina.salvo && pagina.ativo && (
              <Button
                size="compact-sm"
                variant="subtle"
                component="a"
                href={paths.agendar(pagina.slug)}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={14} />}
              >
                Abrir página
              </Button>
            )}
          </Group>

          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <NumberInput
              label="Duração (min)"
              min={15}
              max={240}
              step={5}
              {...form.getInputProps('duracao_minutos')}
            />
            <NumberInput
              label="Intervalo entre sessões (min)"
              min={0}
              max={120}
              step={5}
              {...form.getInputProps('intervalo_minutos')}
            />
            <NumberInput
              label="Antecedência mínima (horas)"
              min={0}
              max={720}
              {...form.getInputProps('antecedencia_minima_horas')}
            />
            <NumberInput
              label="Até quantos dias à frente"
              min={1}
              max={180}
              {...form.getInputProps('janela_dias')}
            />
          </SimpleGrid>

          <HorariosDaSemana form={form} />

          <Radio.Group label="Confirmação dos agendamentos" {...form.getInputProps('confirmacao')}>
            <Stack gap={6} mt={6}>
              {CONFIRMACOES.map((c) => (
                <Radio key={c} value={c} label={CONFIRMACAO_LABELS[c]} />
              ))}
            </Stack>
          </Radio.Group>

          <Checkbox.Group label="Modalidades oferecidas" {...form.getInputProps('modalidades')}>
            <Group gap="lg" mt={6}>
              <Checkbox value="presencial" label="Presencial" />
              <Checkbox value="online" label="Online (sala de vídeo criada para cada sessão)" />
            </Group>
          </Checkbox.Group>

          <Textarea
            label="Mensagem para quem agenda"
            description="Opcional. Ex.: público que você atende, como chegar, política de cancelamento."
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('mensagem')}
          />

          <Previa values={v} />

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
              Salvar agendamento online
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Where the saved page stands: not yet published, receiving bookings, or turned off. */
function EstadoDaPagina({ pagina }: { pagina: Pagina }) {
  if (!pagina.salvo)
    return (
      <Badge color="gray" variant="light">
        Ainda não publicada
      </Badge>
    );
  return pagina.ativo ? (
    <Badge color="teal" variant="light">
      Publicada
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Desativada
    </Badge>
  );
}

type Form = UseFormReturnType<PaginaValues, PaginaValues, (values: PaginaValues) => FormErrors>;

/** The weekly hours: for each weekday, its ranges (start–end) with add and remove. */
function HorariosDaSemana({ form }: { form: Form }) {
  const horarios = form.values.horarios;
  const erroGeral = form.errors.horarios;
  return (
    <Stack gap={6} role="group" aria-labelledby="horarios-semana">
      <Text fw={500} fz="sm" id="horarios-semana">
        Horários de atendimento
      </Text>
      {erroGeral && (
        <Text c="red" fz="xs" role="alert">
          {erroGeral}
        </Text>
      )}
      {[1, 2, 3, 4, 5, 6, 0].map((dia) => {
        const nome = DIAS_SEMANA[dia].toLowerCase();
        const faixas = faixasDoDia(horarios, dia);
        return (
          <Paper key={dia} withBorder p="xs" radius="md">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fz="sm" fw={600} w={80} pt={6}>
                {DIAS_SEMANA[dia]}
              </Text>
              <Stack gap={6} style={{ flex: 1 }}>
                {faixas.length === 0 && (
                  <Text fz="sm" c="dimmed" pt={6}>
                    Sem atendimento
                  </Text>
                )}
                {faixas.map((f) => {
                  const erroInicio = form.errors[`horarios.${f.indice}.inicio`];
                  const erroFim = form.errors[`horarios.${f.indice}.fim`];
                  const erro = erroInicio ?? erroFim;
                  const idErro = `horario-${f.indice}-erro`;
                  const campo = (lado: 'inicio' | 'fim', temErro: boolean) => ({
                    ...form.getInputProps(`horarios.${f.indice}.${lado}`),
                    // The message is shown once, under the range (an 80 px field has no room for it), so the
                    // fields' error state and description are set here rather than by Mantine's own wrapper.
                    error: temErro,
                    withAria: false,
                    'aria-invalid': temErro || undefined,
                    'aria-describedby': erro ? idErro : undefined,
                  });
                  return (
                    <Stack key={f.indice} gap={2}>
                      <Group gap={6} align="flex-start" wrap="nowrap">
                        <MaskedInput
                          mask="hora"
                          aria-label={`Início do horário de ${nome}`}
                          w={80}
                          {...campo('inicio', Boolean(erroInicio))}
                        />
                        <Text pt={6}>–</Text>
                        <MaskedInput
                          mask="hora"
                          aria-label={`Fim do horário de ${nome}`}
                          w={80}
                          {...campo('fim', Boolean(erroFim))}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          mt={4}
                          aria-label={`Remover horário ${f.inicio}–${f.fim} de ${nome}`}
                          onClick={() => form.removeListItem('horarios', f.indice)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                      {erro && (
                        <Text c="red" fz="xs" id={idErro}>
                          {erro}
                        </Text>
                      )}
                    </Stack>
                  );
                })}
              </Stack>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                // "no sábado", "no domingo", "na segunda"…
                aria-label={`Adicionar horário ${dia === 0 || dia === 6 ? 'no' : 'na'} ${nome}`}
                onClick={() => form.insertListItem('horarios', novaFaixa(horarios, dia))}
              >
                Horário
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** What a visitor will see: the offer and the days and hours (the free times are these minus the agenda). */
function Previa({ values }: { values: PaginaValues }) {
  const resumo = resumoDosHorarios(values.horarios);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      aria-label="Pré-visualização"
    >
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
        Pré-visualização
      </Text>
      <Stack gap={4}>
        <Text fz="sm">
          Sessões de {values.duracao_minutos} minutos ·{' '}
          {(values.modalidades ?? []).map((m) => (m === 'online' ? 'online' : 'presencial')).join(' ou ')} ·{' '}
          {values.confirmacao === 'manual' ? 'você confirma cada pedido' : 'confirmação na hora'}
        </Text>
        {values.mensagem.trim() && (
          <Text fz="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            {values.mensagem}
          </Text>
        )}
        {resumo.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nenhum horário de atendimento.
          </Text>
        ) : (
          resumo.map((linha) => (
            <Text key={linha} fz="sm">
              {linha}
            </Text>
          ))
        )}
        <Text fz="xs" c="dimmed">
          Horários já ocupados na agenda não aparecem; de hoje até {values.janela_dias} dias, com no mínimo{' '}
          {values.antecedencia_minima_horas} h de antecedência.
        </Text>
      </Stack>
    </Paper>
  );
}
