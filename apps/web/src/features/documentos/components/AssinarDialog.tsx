import { type Documento, MODELOS_DOCUMENTO, MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { Alert, Button, FileInput, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCertificate, IconLock, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useAssinarDocumento } from '../api';
import { emissorForaDaIcpBrasil, erroDaAssinatura, problemaDoCertificado } from '../assinatura';

interface AssinarValues {
  certificado: File | null;
  senha: string;
}

/**
 * "Assinar com certificado digital" (docs/product.md §14): the A1 certificate (.pfx/.p12) and its password, sent
 * once to sign the document's PDF (PAdES), which downloads. Neither is kept: the dialog forgets both when it closes.
 * A certificate not issued under ICP-Brasil is named with its issuer first; she signs with it only if she confirms
 * (docs/decisions/0056-document-signing.md).
 */
export function AssinarDialog({ documento, onClose }: { documento: Documento | null; onClose: () => void }) {
  return (
    <Modal
      opened={documento !== null}
      onClose={onClose}
      title={<Text fw={700}>Assinar com certificado digital</Text>}
      centered
      size="md"
    >
      {documento && <AssinarForm documento={documento} onClose={onClose} />}
    </Modal>
  );
}

function AssinarForm({ documento, onClose }: { documento: Documento; onClose: () => void }) {
  const assinar = useAssinarDocumento();
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
      { documento, certificado, senha, somenteIcpBrasil },
      {
        onSuccess: ({ name }) => {
          notifications.show({
            color: 'teal',
            title: 'Documento assinado',
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
        <Text fz="sm">
          {MODELOS_DOCUMENTO[documento.tipo].nome} de {formatDate(documento.data)}: o PDF é assinado com o seu
          certificado ICP-Brasil A1 e baixado em seguida.
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {foraDaIcp && (
          <Alert
            color="yellow"
            role="alert"
            icon={<IconAlertTriangle size={18} />}
            title="Certificado fora da ICP-Brasil"
          >
            <Stack gap="xs">
              <Text fz="sm">{MSG_DOCUMENTOS.foraDaIcpBrasil(foraDaIcp)}</Text>
              <Group gap="sm">
                <Button size="xs" loading={assinar.isPending} onClick={() => enviar(form.getValues(), false)}>
                  Assinar mesmo assim
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    setForaDaIcp(null);
                    form.setFieldValue('certificado', null);
                  }}
                >
                  Escolher outro certificado
                </Button>
              </Group>
            </Stack>
          </Alert>
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
