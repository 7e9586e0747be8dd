import { MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { Alert, Button, FileInput, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCertificate, IconLock, IconSignature } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AvisoDeErro } from '../AvisoDeErro';
import { type EnvioA1, emissorForaDaIcpBrasil, erroDaAssinatura, problemaDoCertificado } from './assinatura';

interface AssinarValues {
  certificado: File | null;
  senha: string;
}

/** What is signed: a sentence naming it, the toast's title, and the request that signs and downloads it. */
export interface AlvoDaAssinatura {
  descricao: ReactNode;
  tituloSucesso: string;
  enviar: (envio: EnvioA1) => Promise<{ name: string }>;
}

/**
 * "Assinar com certificado digital" (docs/product.md §14, §20): the A1 certificate (.pfx/.p12) and its password,
 * sent once to sign a PDF (PAdES) — a document or a term —, which downloads. Neither is kept: the dialog forgets
 * both when it closes. A certificate not issued under ICP-Brasil is named with its issuer first; she signs with it
 * only if she confirms (docs/decisions/0056-document-signing.md).
 */
export function AssinarComCertificadoDialog({
  alvo,
  onClose,
}: {
  alvo: AlvoDaAssinatura | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={alvo !== null}
      onClose={onClose}
      title={<Text fw={700}>Assinar com certificado digital</Text>}
      centered
      size="md"
    >
      {alvo && <AssinarForm alvo={alvo} onClose={onClose} />}
    </Modal>
  );
}

function AssinarForm({ alvo, onClose }: { alvo: AlvoDaAssinatura; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The certificate and its password live in this mutation's variables only: dropped as the dialog closes.
  const assinar = useMutation({
    gcTime: 0,
    mutationFn: alvo.enviar,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['auditoria'] }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  // The issuer of a certificate outside ICP-Brasil, while the dialog asks whether to sign with it anyway.
  const [foraDaIcp, setForaDaIcp] = useState<string | null>(null);
  const form = useForm<AssinarValues>({
    mode: 'controlled',
    initialValues: { certificado: null, senha: '' },
    validate: {
      certificado: problemaDoCertificado,
      senha: (s) => (s ? null : MSG_DOCUMENTOS.senhaObrigatoria),
    },
  });
  const enviar = ({ certificado, senha }: AssinarValues, somenteIcpBrasil: boolean) => {
    if (!certificado) return;
    setFormError(null);
    setForaDaIcp(null);
    assinar.mutate(
      { certificado, senha, somenteIcpBrasil },
      {
        onSuccess: ({ name }) => {
          notifications.show({
            color: 'teal',
            title: alvo.tituloSucesso,
            message: `Arquivo ${name} baixado.`,
          });
          onClose();
        },
        onError: (error) => {
          const emissor = emissorForaDaIcpBrasil(error);
          if (emissor) {
            setForaDaIcp(emissor);
            return;
          }
          const { campo, mensagem } = erroDaAssinatura(error);
          if (campo) form.setFieldError(campo, mensagem);
          else setFormError(mensagem);
        },
      },
    );
  };
  const submit = form.onSubmit((valores) => enviar(valores, true));
  return (
    <form onSubmit={submit} noValidate aria-label="Assinar com certificado digital">
      <Stack gap="md">
        <Text fz="sm">{alvo.descricao}</Text>
        <AvisoDeErro mensagem={formError} />
        {foraDaIcp && (
          <AvisoForaDaIcp
            emissor={foraDaIcp}
            assinando={assinar.isPending}
            onAssinar={() => enviar(form.getValues(), false)}
            onOutro={() => {
              setForaDaIcp(null);
              form.setFieldValue('certificado', null);
            }}
          />
        )}
        <FileInput
          label="Certificado digital (A1)"
          placeholder="Escolher arquivo .pfx ou .p12"
          accept=".pfx,.p12,application/x-pkcs12"
          required
          clearable
          leftSection={<IconCertificate size={18} stroke={1.6} />}
          {...form.getInputProps('certificado')}
        />
        <PasswordInput
          label="Senha do certificado"
          required
          autoComplete="off"
          // Mantine marks only the wrapper of a PasswordInput as invalid: screen readers need the input marked.
          aria-invalid={form.errors.senha ? true : undefined}
          leftSection={<IconLock size={17} stroke={1.6} />}
          {...form.getInputProps('senha')}
        />
        <Text fz="xs" c="dimmed">
          O certificado e a senha são usados só para esta assinatura e não ficam guardados.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={assinar.isPending}
            leftSection={<IconSignature size={17} stroke={1.7} />}
          >
            Assinar e baixar PDF
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A certificate outside ICP-Brasil: its issuer named, "Assinar mesmo assim" or "Escolher outro certificado". */
function AvisoForaDaIcp({
  emissor,
  assinando,
  onAssinar,
  onOutro,
}: {
  emissor: string;
  assinando: boolean;
  onAssinar: () => void;
  onOutro: () => void;
}) {
  return (
    <Alert
      color="yellow"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      title="Certificado fora da ICP-Brasil"
    >
      <Stack gap="xs">
        <Text fz="sm">{MSG_DOCUMENTOS.foraDaIcpBrasil(emissor)}</Text>
        <Group gap="sm">
          <Button size="xs" loading={assinando} onClick={onAssinar}>
            Assinar mesmo assim
          </Button>
          <Button size="xs" variant="default" onClick={onOutro}>
            Escolher outro certificado
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
