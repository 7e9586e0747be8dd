import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { endSession } from '../../api/session';
import { applyApiFieldErrors } from '../../lib/forms';
import { paths } from '../../routes/paths';
import { useExcluirConta, useStatus2fa } from './api';
import { CartaoDeExclusao, ConfirmacaoPorSenha, validarSenhaECodigo } from './ConfirmacaoPorSenha';

/**
 * Perfil → "Excluir meu acesso", a secretária's (docs/product.md §15): `DELETE /user` deletes only her login;
 * the practice's data stays with the titular. Her password (and 2FA code) confirm it.
 */
export function ExcluirMeuAcesso({ consultorio }: { consultorio: string }) {
  return (
    <CartaoDeExclusao titulo="Excluir meu acesso" modal={(onClose) => <Confirmar onClose={onClose} />}>
      Apaga o seu login no consultório de {consultorio}. Os pacientes, a agenda e o que você cadastrou
      continuam na conta dela.
    </CartaoDeExclusao>
  );
}

function Confirmar({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const excluir = useExcluirConta();
  const com2fa = useStatus2fa().data?.ativo ?? false;
  const form = useForm({
    initialValues: { senha: '', codigo: '' },
    validate: validarSenhaECodigo(com2fa),
  });
  const submit = form.onSubmit((v) =>
    excluir.mutate(
      { senha: v.senha, ...(com2fa ? { codigo: v.codigo } : {}) },
      {
        onSuccess: () => {
          endSession();
          navigate(paths.login, { replace: true });
        },
        onError: (error) => applyApiFieldErrors(form, error, ['senha', 'codigo']),
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Fechar' }} title="Excluir meu acesso">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm">Você sai agora e não consegue mais entrar com este e-mail.</Text>
          <ConfirmacaoPorSenha
            form={form}
            com2fa={com2fa}
            erro={excluir.error}
            pending={excluir.isPending}
            confirmar="Excluir meu acesso"
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
