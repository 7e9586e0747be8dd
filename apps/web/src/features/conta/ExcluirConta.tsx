import { Alert, Button, Card, Group, List, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { endSession } from '../../api/session';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useExcluirConta, useExportarDados, useStatus2fa } from './api';
import { CartaoDeExclusao, ConfirmacaoPorSenha, validarSenhaECodigo } from './ConfirmacaoPorSenha';

/** The word the user types to confirm: an irreversible act must not be one click away. */
export const CONFIRMACAO_EXCLUSAO = 'EXCLUIR';

/**
 * Perfil → "Excluir conta": says that the records must still be kept for 5 years (Res. CFP 001/2009 art. 4;
 * docs/product.md §9.5), offers the export first, then asks the password (and the 2FA code) and a typed word.
 */
export function ExcluirConta() {
  return (
    <CartaoDeExclusao titulo="Excluir conta" modal={(onClose) => <ExcluirContaModal onClose={onClose} />}>
      Apaga sua conta e todos os dados dela: pacientes, prontuários, anamneses, agenda, financeiro, anexos e
      backups. Não há como desfazer. Os prontuários dos seus pacientes devem continuar guardados por você por
      pelo menos 5 anos (Resolução CFP 001/2009, art. 4º): exporte seus dados antes.
    </CartaoDeExclusao>
  );
}

function ExcluirContaModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const excluir = useExcluirConta();
  const exportar = useExportarDados();
  const status = useStatus2fa();
  const com2fa = status.data?.ativo ?? false;
  const form = useForm({
    initialValues: { senha: '', codigo: '', confirmacao: '' },
    validate: {
      ...validarSenhaECodigo(com2fa),
      confirmacao: (v) =>
        v.trim() === CONFIRMACAO_EXCLUSAO ? null : `Digite ${CONFIRMACAO_EXCLUSAO} para confirmar.`,
    },
  });
  const submit = form.onSubmit((v) =>
    excluir.mutate(
      { senha: v.senha, ...(com2fa ? { codigo: v.codigo } : {}) },
      {
        onSuccess: () => {
          endSession();
          navigate(paths.login, { replace: true, state: { contaExcluida: true } });
        },
        onError: (error) => applyApiFieldErrors(form, error, ['senha', 'codigo']),
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      title="Excluir conta"
      size="lg"
    >
      <Stack>
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle />}
          title="Você continua responsável pelos prontuários"
        >
          <Text fz="sm">
            A Resolução CFP 001/2009 (art. 4º) obriga o psicólogo a guardar os registros dos pacientes por
            pelo menos 5 anos após o último atendimento — mesmo depois de encerrar a conta. Ao excluir a
            conta, os registros saem da plataforma: guarde você mesmo uma cópia pelo prazo que falta.
          </Text>
        </Alert>
        <Card withBorder p="md">
          <Stack gap="xs">
            <Title order={3} fz="h5">
              Antes, baixe uma cópia dos seus dados
            </Title>
            <Text fz="sm">
              Um arquivo ZIP com todos os pacientes, sessões, anamneses, prontuários, agenda, financeiro e
              anexos. Guarde-o em local seguro: são dados de saúde.
            </Text>
            <Group>
              <Button
                leftSection={<IconDownload size={17} />}
                loading={exportar.isPending}
                onClick={() => exportar.mutate()}
              >
                Exportar meus dados
              </Button>
            </Group>
            {exportar.isSuccess && (
              <Text fz="sm" c="teal" role="status">
                Cópia baixada. Confira o arquivo antes de continuar.
              </Text>
            )}
            {exportar.isError && (
              <Text fz="sm" c="red" role="alert">
                {errorMessage(exportar.error)}
              </Text>
            )}
          </Stack>
        </Card>
        <Text fz="sm">Serão apagados da plataforma:</Text>
        <List size="sm" spacing={2}>
          <List.Item>
            pacientes, sessões, anamneses, prontuários e anexos — que você deve manter pelo prazo legal com a
            cópia exportada;
          </List.Item>
          <List.Item>agenda, lançamentos financeiros e cálculos do Carnê-Leão;</List.Item>
          <List.Item>backups, registro de acessos e todas as sessões abertas.</List.Item>
        </List>
        <Text fz="sm" c="dimmed">
          Ficam apenas os registros de pagamento do plano, que a lei fiscal obriga a guardar, sem nenhum dado
          clínico.
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack>
            <ConfirmacaoPorSenha
              form={form}
              com2fa={com2fa}
              erro={excluir.error}
              pending={excluir.isPending}
              confirmar="Excluir definitivamente"
              onCancel={onClose}
            >
              <TextInput
                label={`Para confirmar, digite ${CONFIRMACAO_EXCLUSAO}`}
                autoComplete="off"
                {...form.getInputProps('confirmacao')}
              />
            </ConfirmacaoPorSenha>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
