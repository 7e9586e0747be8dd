import type { ProfileOutput } from '@consultorio/contracts/usuario';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconKey } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ehSecretaria, getSessionUser } from '../../api/session';
import { EnderecoFields } from '../../components/EnderecoFields';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { MaskedInput } from '../../lib/masks';
import { useProfile, useUpdateProfile } from '../../usuario/api';
import { CarneLeaoPerfilCampos } from './CarneLeaoPerfilCampos';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import {
  FUSOS,
  PROFILE_FIELDS,
  type ProfileFormValues,
  toFormValues,
  toPayload,
  validateProfile,
} from './profileForm';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Stack gap={2} mb="md">
        <Title order={3} fz="h4">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Card>
  );
}

/**
 * /perfil: the psychologist's own data, with the API's errors on the fields, and the password dialog. `children`
 * renders below the form: the screen composes other areas there (the access log), see `screens/PerfilScreen`.
 */
export function PerfilPage({ children }: { children?: ReactNode }) {
  const profile = useProfile();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const usuario = getSessionUser();
  const secretaria = ehSecretaria(usuario);
  return (
    <>
      <PageHeader
        title="Meu Perfil"
        description={
          secretaria
            ? 'Seu acesso ao consultório: senha, verificação em duas etapas e sessões abertas.'
            : 'Seus dados profissionais, usados nos documentos e recibos gerados pelo sistema.'
        }
        actions={
          <Button
            variant="default"
            leftSection={<IconKey size={17} stroke={1.7} />}
            onClick={() => setPasswordOpen(true)}
          >
            Alterar senha
          </Button>
        }
      />

      {secretaria && usuario ? (
        <Card>
          <Stack gap={2}>
            <Text fw={600}>{usuario.nome}</Text>
            <Text fz="sm" c="dimmed">
              {usuario.email}
            </Text>
            <Text fz="sm">Secretária de {usuario.consultorio.nome}</Text>
          </Stack>
        </Card>
      ) : (
        <QueryError
          title="Não foi possível carregar seu perfil"
          mb="lg"
          error={profile.error}
          onRetry={profile.refetch}
        />
      )}

      {secretaria ? null : profile.isPending && !profile.isError ? (
        <QueryLoading label="Carregando perfil" gap="lg" blocks={[260, 220]} />
      ) : (
        profile.data && <ProfileForm key={profile.data.id} profile={profile.data} />
      )}

      {children}

      <ChangePasswordDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

function ProfileForm({ profile }: { profile: ProfileOutput }) {
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
    validate: validateProfile,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    update.mutate(toPayload(values), {
      onSuccess: (saved) => {
        const next = toFormValues(saved);
        form.setInitialValues(next);
        form.setValues(next);
        notifications.show({
          color: 'teal',
          title: 'Perfil atualizado',
          message: 'Seus dados foram salvos.',
        });
      },
      onError: (error) => {
        if (!applyApiFieldErrors(form, error, PROFILE_FIELDS)) setFormError(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}

        <Section title="Dados pessoais" description="Nome, contato e registro profissional.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Nome completo" required autoComplete="name" {...form.getInputProps('nome')} />
            <TextInput
              label="E-mail"
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <MaskedInput mask="cpf" label="CPF" required {...form.getInputProps('cpf')} />
            <MaskedInput mask="crp" label="CRP" required {...form.getInputProps('crp')} />
            <MaskedInput
              mask="telefone"
              label="Telefone"
              required
              autoComplete="tel"
              {...form.getInputProps('telefone')}
            />
            <MaskedInput mask="data" label="Data de nascimento" {...form.getInputProps('data_nascimento')} />
          </SimpleGrid>
        </Section>

        <Section
          title="Endereço do consultório"
          description="Opcional. Aparece nos documentos que você gerar."
        >
          <EnderecoFields inputProps={(field) => form.getInputProps(`endereco.${field}`)} />
        </Section>

        <Section title="Atendimento" description="Valores sugeridos ao registrar sessões e agendamentos.">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput
              label="Valor padrão da sessão"
              prefix="R$ "
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={2}
              fixedDecimalScale
              min={0}
              hideControls
              {...form.getInputProps('valor_sessao_padrao')}
            />
            <NumberInput
              label="Duração padrão (minutos)"
              min={10}
              max={240}
              step={5}
              {...form.getInputProps('duracao_sessao_padrao')}
            />
            <Select
              label="Fuso horário"
              data={FUSOS}
              allowDeselect={false}
              {...form.getInputProps('fuso_horario')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Atendimento online" description="Para sessões por vídeo (Resolução CFP nº 11/2018).">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Link padrão das sessões online"
              placeholder="https://"
              description="Se vazio, cada sessão online ganha uma sala própria no Jitsi Meet."
              inputMode="url"
              {...form.getInputProps('link_online_padrao')}
            />
            <TextInput
              label="Cadastro e-Psi"
              description="Obrigatório para atender online. Faça em e-psi.cfp.org.br."
              {...form.getInputProps('cadastro_epsi')}
            />
          </SimpleGrid>
        </Section>

        <Section
          title="Carnê-Leão e Receita Saúde"
          description="Usados nos arquivos de importação do Carnê-Leão Web."
        >
          <CarneLeaoPerfilCampos form={form} />
        </Section>

        <Group justify="flex-end">
          <Button
            variant="default"
            type="button"
            onClick={() => form.reset()}
            disabled={!form.isDirty() || update.isPending}
          >
            Descartar alterações
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}
          >
            Salvar alterações
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
