import type { Configurar2fa } from '@consultorio/contracts/conta';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { AvisoDeErro } from '../../components/AvisoDeErro';
import { QueryLoading } from '../../components/QueryState';
import { usePhone } from '../../components/usePhone';
import { applyApiFieldErrors, errorMessage } from '../../lib/forms';
import { useAtivar2fa, useConfigurar2fa } from './api';

/**
 * "Ativar verificação em duas etapas": the secret for the authenticator app, the first code it shows, then the
 * recovery codes, shown once.
 */
export function Ativar2faModal({ onClose }: { onClose: () => void }) {
  // On the phone that holds the authenticator the QR code cannot be read: the app opens by its link, or the key
  // is copied.
  const phone = usePhone();
  const configurar = useConfigurar2fa();
  const ativar = useAtivar2fa();
  const form = useForm({
    initialValues: { codigo: '' },
    validate: {
      codigo: (v) => (/^\d{6}$/.test(v.replace(/\s/g, '')) ? null : 'Digite os 6 dígitos do aplicativo.'),
    },
  });
  const { mutate: gerarSegredo } = configurar;
  useEffect(() => gerarSegredo(), [gerarSegredo]);
  const codigos = ativar.data?.codigos_recuperacao;

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      title="Ativar verificação em duas etapas"
      size="lg"
    >
      {codigos ? (
        <CodigosDeRecuperacao codigos={codigos} onClose={onClose} />
      ) : (
        <Stack>
          <AvisoDeErro mensagem={configurar.isError ? errorMessage(configurar.error) : null} />
          <Text fz="sm">
            {phone
              ? '1. Toque em “Abrir no aplicativo autenticador” (ou copie a chave e cole no aplicativo).'
              : '1. Abra o aplicativo autenticador no celular e leia o QR code (ou digite a chave abaixo).'}
          </Text>
          {configurar.data ? (
            <SegredoDoAplicativo segredo={configurar.data} phone={phone} />
          ) : (
            <QueryLoading label="Gerando QR code" blocks={[200]} />
          )}
          <form
            noValidate
            onSubmit={form.onSubmit((v) =>
              ativar.mutate(v.codigo.replace(/\s/g, ''), {
                onError: (error) => applyApiFieldErrors(form, error, ['codigo']),
              }),
            )}
          >
            <Stack>
              <TextInput
                label="2. Digite o código de 6 dígitos que o aplicativo mostra"
                autoComplete="one-time-code"
                inputMode="numeric"
                placeholder="000000"
                {...form.getInputProps('codigo')}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Cancelar
                </Button>
                <Button type="submit" loading={ativar.isPending} disabled={!configurar.data}>
                  Ativar
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}

/** The secret as a link to the app (phone), a QR code and the key to type or copy. */
function SegredoDoAplicativo({ segredo, phone }: { segredo: Configurar2fa; phone: boolean }) {
  return (
    <Stack align="center" gap="xs">
      {phone && (
        <Button component="a" href={segredo.otpauth_url} variant="light">
          Abrir no aplicativo autenticador
        </Button>
      )}
      <Image src={segredo.qr_code} alt="QR code para o aplicativo autenticador" w={200} h={200} />
      <Group gap="xs" justify="center">
        <Text fz="sm" style={{ wordBreak: 'break-all' }}>
          Chave: <Code>{segredo.segredo}</Code>
        </Text>
        <CopyButton value={segredo.segredo}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="subtle" onClick={copy}>
              {copied ? 'Chave copiada' : 'Copiar chave'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** Once activated: the recovery codes, to copy or print; they are not shown again. */
function CodigosDeRecuperacao({ codigos, onClose }: { codigos: string[]; onClose: () => void }) {
  return (
    <Stack>
      <Alert color="teal" variant="light" title="Verificação em duas etapas ativada">
        Guarde os códigos de recuperação abaixo em lugar seguro (impressos ou num gerenciador de senhas). Cada
        um entra uma vez, se você perder o celular. Eles não serão mostrados de novo.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Códigos de recuperação">
        {codigos.map((c) => (
          <Code key={c} fz="md" ta="center" py={6}>
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <CopyButton value={codigos.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Códigos copiados' : 'Copiar códigos'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => imprimirCodigos(codigos)}>
          Imprimir
        </Button>
        <Button onClick={onClose}>Concluir</Button>
      </Group>
    </Stack>
  );
}

function imprimirCodigos(codigos: string[]) {
  const janela = window.open('', '_blank', 'width=480,height=640');
  if (!janela) return;
  const doc = janela.document;
  doc.title = 'Códigos de recuperação — Consultório';
  const h1 = doc.createElement('h1');
  h1.textContent = 'Códigos de recuperação — Consultório';
  const p = doc.createElement('p');
  p.textContent = 'Cada código entra uma única vez, no lugar do código do aplicativo autenticador.';
  const ul = doc.createElement('ul');
  for (const c of codigos) {
    const li = doc.createElement('li');
    li.textContent = c;
    li.style.fontFamily = 'monospace';
    li.style.fontSize = '18px';
    ul.append(li);
  }
  doc.body.append(h1, p, ul);
  janela.print();
}
