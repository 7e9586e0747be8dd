import type { ProfileOutput } from '@consultorio/contracts/usuario';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconKey } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ehSecretaria, getSessionUser } from '../../api/session';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { EnderecoFields } from '../../components/EnderecoFields';
import { PageHeader } from '../../components/PageHeader';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { useProfile } from '../../usuario/api';
import { CarneLeaoPerfilCampos } from './CarneLeaoPerfilCampos';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { AtendimentoCampos, AtendimentoOnlineCampos, DadosPessoaisCampos } from './PerfilCampos';
import { type ProfileFormValues, toFormValues, validateProfile } from './profileForm';
import { useProfileSubmit } from './useProfileSubmit';

/** A card of the profile form; `id` names it for assistive technology (and the journeys' locators). */
function Section({
  id,
  title,
  description,
  children,
}: {
  id?: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <Stack gap={2} mb="md">
        <Title order={3} fz="h4" id={id}>
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
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
    validate: validateProfile,
    validateInputOnBlur: true,
  });
  const { submit, formError, saving } = useProfileSubmit(form);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <AvisoDeErro mensagem={formError} />

        <Section title="Dados pessoais" description="Nome, contato e registro profissional.">
          <DadosPessoaisCampos form={form} />
        </Section>

        <Section
          title="Endereço do consultório"
          description="Opcional. Aparece nos documentos que você gerar."
        >
          <EnderecoFields inputProps={(field) => form.getInputProps(`endereco.${field}`)} />
        </Section>

        <Section title="Atendimento" description="Valores sugeridos ao registrar sessões e agendamentos.">
          <AtendimentoCampos form={form} />
        </Section>

        <Section
          id="perfil-atendimento-online"
          title="Atendimento online"
          description="Para sessões por vídeo (Resolução CFP nº 09/2024): a plataforma e o encaminhamento em emergências entram no contrato terapêutico."
        >
          <AtendimentoOnlineCampos form={form} />
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
            disabled={!form.isDirty() || saving}
          >
            Descartar alterações
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={17} stroke={1.7} />}>
            Salvar alterações
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
