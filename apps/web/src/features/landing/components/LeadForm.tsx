import { type LeadRequest, leadRequestSchema } from '@consultorio/contracts/leads';
import { MSG } from '@consultorio/contracts/messages';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { applyApiFieldErrors, errorMessage, zodResolver } from '../../../lib/forms';
import { MaskedInput } from '../../../lib/masks';
import { paths } from '../../../routes/paths';
import { useCreateLead } from '../api';

interface LeadValues {
  nome: string;
  email: string;
  telefone: string;
  mensagem: string;
  consentimento: boolean;
}

const FIELDS = ['nome', 'email', 'telefone', 'mensagem', 'consentimento'];

/** "Fale com a gente": POST /leads with explicit consent (LGPD art. 7 I). */
export function LeadForm() {
  const criarLead = useCreateLead();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LeadValues>({
    initialValues: { nome: '', email: '', telefone: '', mensagem: '', consentimento: false },
    validate: zodResolver<LeadValues>(leadRequestSchema),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    criarLead.mutate(leadRequestSchema.parse(values) as LeadRequest, {
      onSuccess: () => {
        setSent(true);
        form.reset();
        notifications.show({ color: 'green', title: 'Mensagem enviada', message: MSG.leadReceived });
      },
      onError: (e) => {
        if (!applyApiFieldErrors(form, e, FIELDS)) setError(errorMessage(e));
      },
    });
  });

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="green">
          <IconCheck size={30} />
        </ThemeIcon>
        <Title order={3}>Obrigado pelo contato!</Title>
        <Text c="dimmed">{MSG.leadReceived}</Text>
        <Button variant="subtle" onClick={() => setSent(false)}>
          Enviar outra mensagem
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nome" autoComplete="name" withAsterisk {...form.getInputProps('nome')} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <MaskedInput mask="telefone" label="Telefone / WhatsApp" {...form.getInputProps('telefone')} />
        <Textarea
          label="Mensagem"
          placeholder="Conte um pouco sobre o seu consultório ou deixe a sua dúvida."
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('mensagem')}
        />
        <Checkbox
          label={
            <Text size="sm" span>
              Autorizo o uso dos meus dados para que a equipe do Consultório entre em contato, conforme a{' '}
              <Anchor href={paths.politicaPrivacidade} target="_blank" rel="noopener" size="sm">
                Política de Privacidade
              </Anchor>
              .
            </Text>
          }
          {...form.getInputProps('consentimento', { type: 'checkbox' })}
        />
        <Button type="submit" size="md" loading={criarLead.isPending} style={{ alignSelf: 'flex-start' }}>
          Enviar mensagem
        </Button>
      </Stack>
    </form>
  );
}
