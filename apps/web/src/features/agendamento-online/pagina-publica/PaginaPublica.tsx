import {
  type AgendaPublica,
  type ModalidadeOnline,
  MSG_AGENDAMENTO_ONLINE,
  type Reserva,
} from '@consultorio/contracts/agendamento-online';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { MaskedInput } from '../../../lib/masks';
import { paths } from '../../../routes/paths';
import { useAgendaPublica, useHorariosLivres, useReservar } from './api';
import { EscolhaDoDia } from './EscolhaDoDia';
import { HorariosDoDia } from './HorariosDoDia';
import { Resultado } from './Resultado';
import { diaCurto, fusoDiferente, hojeLocal, horaDe, porDia, semana } from './semana';

/**
 * `/agendar/{slug}` (docs/product.md §16): a visitor picks a modality, a day and a free time of the psychologist's
 * week, leaves name, e-mail and phone, agrees to the use of the data, and books — no account. The page shows only
 * the psychologist and free times.
 */
export function PaginaPublica({ slug }: { slug: string }) {
  const agenda = useAgendaPublica(slug);
  if (agenda.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Carregando" />
      </Group>
    );
  }
  if (agenda.isError) {
    const naoExiste = agenda.error instanceof ApiError && agenda.error.status === 404;
    return (
      <Alert
        color={naoExiste ? 'gray' : 'red'}
        role="alert"
        title={naoExiste ? 'Página não encontrada' : undefined}
      >
        {naoExiste
          ? 'Esta página de agendamento não existe ou não está recebendo agendamentos. Confira o endereço com o(a) profissional.'
          : errorMessage(agenda.error)}
      </Alert>
    );
  }
  return <Agendar slug={slug} agenda={agenda.data} />;
}

function Agendar({ slug, agenda }: { slug: string; agenda: AgendaPublica }) {
  const [modalidade, setModalidade] = useState<ModalidadeOnline>(agenda.modalidades[0]);
  const [n, setN] = useState(0);
  const [dia, setDia] = useState<string | null>(null);
  const [inicio, setInicio] = useState<string | null>(null);
  const [reserva, setReserva] = useState<{ message: string; reserva: Reserva } | null>(null);
  const [hoje] = useState(hojeLocal);
  const s = semana(n, hoje);
  const horarios = useHorariosLivres(slug, s.de, s.ate, reserva === null);
  // While another week loads, the last week's times stay in the cache but are not this week's: none is offered.
  const daSemana = horarios.isPlaceholderData ? undefined : horarios.data;
  const carregando = horarios.isPending || horarios.isPlaceholderData;
  const mapa = useMemo(() => porDia(daSemana?.horarios ?? []), [daSemana]);
  const diaEscolhido = dia && mapa.has(dia) ? dia : ([...mapa.keys()][0] ?? null);
  const fuso = fusoDiferente(daSemana?.horarios[0]?.inicio);

  if (reserva) return <Resultado r={reserva} />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={600} fz="lg">
          {agenda.profissional.nome}
        </Text>
        <Text c="dimmed" fz="sm">
          Psicólogo(a) · CRP {agenda.profissional.crp} · sessões de {agenda.duracao_minutos} minutos
        </Text>
        {agenda.mensagem && (
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {agenda.mensagem}
          </Text>
        )}
      </Stack>

      {agenda.modalidades.length > 1 && (
        <Radio.Group
          label="Como prefere ser atendido(a)?"
          value={modalidade}
          onChange={(v) => setModalidade(v as ModalidadeOnline)}
        >
          <Group gap="lg" mt={6}>
            <Radio value="presencial" label="Presencial" />
            <Radio value="online" label="Online (por vídeo)" />
          </Group>
        </Radio.Group>
      )}

      <EscolhaDoDia
        s={s}
        n={n}
        mapa={mapa}
        diaEscolhido={diaEscolhido}
        fuso={fuso}
        onSemana={(m) => {
          setN(m);
          setInicio(null);
        }}
        onDia={(d) => {
          setDia(d);
          setInicio(null);
        }}
      />

      <HorariosDoDia
        horarios={horarios}
        carregando={carregando}
        mapa={mapa}
        diaEscolhido={diaEscolhido}
        temProxima={s.temProxima}
        inicio={inicio}
        onInicio={setInicio}
      />

      {inicio && (
        <Formulario
          slug={slug}
          inicio={inicio}
          modalidade={modalidade}
          onReservado={setReserva}
          onTomado={() => setInicio(null)}
        />
      )}
    </Stack>
  );
}

interface Valores {
  nome: string;
  email: string;
  telefone: string;
  aceite_privacidade: boolean;
  website: string;
}

function Formulario({
  slug,
  inicio,
  modalidade,
  onReservado,
  onTomado,
}: {
  slug: string;
  inicio: string;
  modalidade: ModalidadeOnline;
  onReservado: (r: { message: string; reserva: Reserva }) => void;
  onTomado: () => void;
}) {
  const reservar = useReservar(slug);
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues: { nome: '', email: '', telefone: '', aceite_privacidade: false, website: '' },
    validate: {
      nome: (v) => (v.trim().length < 3 ? 'Informe seu nome completo.' : null),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Informe um e-mail válido.'),
      telefone: (v) =>
        v.replace(/\D/g, '').length < 10 ? 'Informe DDD e número, ex.: (11) 98765-4321.' : null,
      aceite_privacidade: (v) => (v ? null : MSG_AGENDAMENTO_ONLINE.aceite),
    },
  });

  const enviar = form.onSubmit((v) => {
    setErro(null);
    reservar.mutate(
      { inicio, modalidade, ...v, aceite_privacidade: v.aceite_privacidade as true },
      {
        onSuccess: onReservado,
        onError: (e) => {
          if (e instanceof ApiError && e.status === 409) {
            setErro(MSG_AGENDAMENTO_ONLINE.horarioTomado);
            onTomado();
            return;
          }
          if (!applyApiFieldErrors(form, e, ['nome', 'email', 'telefone', 'aceite_privacidade'])) {
            setErro(errorMessage(e));
          }
        },
      },
    );
  });

  // Choosing a time brings its form into view (on a phone it opens below the fold, and nothing else moved).
  const trazerAoAlcance = useCallback((el: HTMLFormElement | null) => {
    el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  return (
    <form onSubmit={enviar} noValidate aria-labelledby="agendar-dados" ref={trazerAoAlcance}>
      <Stack gap="sm">
        <Title order={2} fz="md" id="agendar-dados">
          Seus dados — {diaCurto(inicio.slice(0, 10))} às {horaDe(inicio)}
        </Title>
        <TextInput label="Nome completo" autoComplete="name" withAsterisk {...form.getInputProps('nome')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          description="A confirmação chega por aqui."
          withAsterisk
          {...form.getInputProps('email')}
        />
        <MaskedInput
          mask="telefone"
          label="Celular (com DDD)"
          autoComplete="tel-national"
          withAsterisk
          {...form.getInputProps('telefone')}
        />
        {/* Honeypot: hidden from people and screen readers; a bot that fills every field gives itself away. */}
        <VisuallyHidden aria-hidden>
          <label>
            Site
            <input tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
          </label>
        </VisuallyHidden>
        <Checkbox
          label={
            <>
              Concordo que meus dados sejam usados para este agendamento, conforme a{' '}
              <Anchor component={Link} to={paths.politicaPrivacidade} target="_blank" fz="sm">
                Política de Privacidade
              </Anchor>
              .
            </>
          }
          {...form.getInputProps('aceite_privacidade', { type: 'checkbox' })}
        />
        <AvisoDeErro mensagem={erro} />
        <Button type="submit" size="md" loading={reservar.isPending}>
          Agendar
        </Button>
      </Stack>
    </form>
  );
}
