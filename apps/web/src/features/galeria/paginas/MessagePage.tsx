import { MSG } from '@consultorio/contracts/messages';
import { MSG_PACIENTES } from '@consultorio/contracts/pacientes';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { createElement } from 'react';
import { QueryEmpty, QueryError } from '../../../components/QueryState';
import { AccessDeniedMessage } from '../../../plano/AccessDeniedMessage';
import { Secao, Secoes } from '../Secao';

/** The severities of docs/product.md §3.5 as the product shows them: Mantine colours, top-right, 5 s. */
const TOASTS = [
  {
    rotulo: 'Sucesso',
    color: 'teal',
    title: 'Cadastro salvo',
    message: 'Ana Beatriz Souza está na sua lista de pacientes.',
  },
  { rotulo: 'Informação', color: 'blue', title: 'Código enviado', message: MSG.resetCodeSent },
  { rotulo: 'Aviso', color: 'yellow', title: 'Limite do plano', message: MSG.planLimitPacientes },
  { rotulo: 'Erro', color: 'red', title: 'Não foi possível salvar', message: MSG.internal },
  { rotulo: 'Secundária', color: 'gray', title: 'Sessão encerrada', message: MSG.unauthenticated },
  { rotulo: 'Contraste', color: 'dark', title: 'Senha alterada', message: MSG.passwordChanged },
] as const;

const acessoNegado = () => {
  const id = 'galeria-acesso-negado';
  notifications.show({
    id,
    color: 'red',
    title: MSG.accessDeniedSummary,
    message: createElement(AccessDeniedMessage, { id, path: '/financeiro', plano: 'Gratuito' }),
    autoClose: 5000,
  });
};

/** /uikit/message: toasts with the product's messages, alerts, field errors and empty states. */
export function MessagePage() {
  return (
    <Secoes>
      <Secao
        titulo="Avisos (toasts)"
        descricao="No canto superior direito por 5 segundos; os textos vêm das mensagens compartilhadas com a API (contracts/messages)."
        codigo={`notifications.show({ color: 'teal', title: 'Cadastro salvo', message });
notifications.show({ color: 'red', title: 'Não foi possível salvar', message: errorMessage(e) });`}
      >
        <Group gap="sm">
          {TOASTS.map((t) => (
            <Button
              key={t.rotulo}
              variant="light"
              color={t.color}
              onClick={() => notifications.show({ color: t.color, title: t.title, message: t.message })}
            >
              {t.rotulo}
            </Button>
          ))}
          <Button variant="outline" color="red" onClick={acessoNegado}>
            Acesso Negado
          </Button>
        </Group>
      </Secao>

      <Secao
        titulo="Alertas"
        descricao="Mensagens que ficam na tela: um limite do plano, um erro ao carregar, uma orientação."
        codigo={`<Alert color="amber" variant="light" icon={<IconAlertCircle />} title="Novos cadastros bloqueados">…</Alert>
<QueryError title="Não foi possível carregar os pacientes" error={query.error} onRetry={query.refetch} />`}
      >
        <Stack gap="sm">
          <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="Dica">
            Os lançamentos de sessões pagas entram sozinhos no Carnê-Leão do mês.
          </Alert>
          <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Plano ativo">
            Seu plano Essencial vale até 05/04/2026.
          </Alert>
          <Alert
            color="amber"
            variant="light"
            icon={<IconAlertTriangle />}
            title="Novos cadastros bloqueados"
          >
            {MSG.planLimitPacientes}
          </Alert>
          <QueryError
            title="Não foi possível carregar os pacientes"
            error={MSG.internal}
            onRetry={() => undefined}
          />
        </Stack>
      </Secao>

      <Secao
        titulo="Erros nos campos"
        descricao="O erro aparece no próprio campo, lido pelo leitor de tela junto com o rótulo."
        codigo={`<TextInput label="CPF" error="Já existe um paciente com este CPF." {...form.getInputProps('cpf')} />
applyApiFieldErrors(form, error, ['cpf', 'email']);`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="CPF" defaultValue="526.018.159-06" error={MSG_PACIENTES.cpfDuplicado} />
          <TextInput
            label="Data de nascimento"
            defaultValue="05/03/2031"
            error={MSG_PACIENTES.nascimentoFuturo}
          />
        </SimpleGrid>
      </Secao>

      <Secao
        titulo="Estado vazio"
        descricao="Quando ainda não há nada: o que vai aparecer ali e a ação que começa."
        codigo={`<QueryEmpty variant="light" icon={<IconUserPlus />} title="Cadastre seu primeiro paciente"
  description="…" actions={<NovoPacienteButton />} />`}
      >
        <QueryEmpty
          variant="light"
          icon={<IconUserPlus size={28} stroke={1.6} />}
          title="Cadastre seu primeiro paciente"
          description="Com o cadastro você registra sessões, a anamnese e acompanha a frequência e os pagamentos de cada paciente."
          actions={<Button leftSection={<IconUserPlus size={16} stroke={1.8} />}>Novo paciente</Button>}
        />
      </Secao>
    </Secoes>
  );
}
