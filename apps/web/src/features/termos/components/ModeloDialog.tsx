import { type ModeloComTexto, TEXTO_TERMO_MAX, type TermoModelo } from '@consultorio/contracts/termos';
import { Button, Code, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { AvisoDeErro } from '../../../components/AvisoDeErro';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { useRestaurarModelo, useSalvarModelo } from '../api';

type Placeholder = { nome: string; descricao: string };

/** Editing one model's text: the fields it may use beside it, "Restaurar o nosso", "Salvar". */
export function ModeloDialog({
  modelo,
  placeholders,
  onClose,
}: {
  modelo: TermoModelo | null;
  placeholders: Placeholder[];
  onClose: () => void;
}) {
  return (
    <Modal
      opened={modelo !== null}
      onClose={onClose}
      title={<Text fw={700}>{modelo?.titulo}</Text>}
      size="xl"
      centered
    >
      {modelo && <ModeloForm modelo={modelo} placeholders={placeholders} onClose={onClose} />}
    </Modal>
  );
}

function Campos({ placeholders }: { placeholders: Placeholder[] }) {
  return (
    <section aria-label="Campos que o texto pode usar">
      <Text fz="sm" fw={600} mb={4}>
        Campos que o texto pode usar
      </Text>
      <Table fz="xs" verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {placeholders.map((p) => (
            <Table.Tr key={p.nome}>
              <Table.Td>
                <Code>{`{{${p.nome}}}`}</Code>
              </Table.Td>
              <Table.Td>{p.descricao}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function ModeloForm({
  modelo,
  placeholders,
  onClose,
}: {
  modelo: TermoModelo;
  placeholders: Placeholder[];
  onClose: () => void;
}) {
  const form = useForm({ mode: 'controlled', initialValues: { texto: modelo.texto } });
  const salvar = useSalvarModelo();
  const restaurar = useRestaurarModelo();
  const [erro, setErro] = useState<string | null>(null);
  const chave = modelo.modelo as ModeloComTexto;
  const falhou = (e: unknown) => {
    if (!applyApiFieldErrors(form, e, ['texto'])) setErro(errorMessage(e));
  };
  const submit = form.onSubmit(({ texto }) => {
    setErro(null);
    salvar.mutate(
      { modelo: chave, texto },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Texto salvo',
            message: `${modelo.titulo}: os próximos envios usam o seu texto.`,
          });
          onClose();
        },
        onError: falhou,
      },
    );
  });
  const voltarAoNosso = () =>
    restaurar.mutate(chave, {
      onSuccess: (m) => {
        form.setValues({ texto: m.texto });
        notifications.show({
          color: 'teal',
          title: 'Texto do Consultório restaurado',
          message: modelo.titulo,
        });
      },
      onError: falhou,
    });

  return (
    <form onSubmit={submit} noValidate aria-label={`Texto do modelo: ${modelo.titulo}`}>
      <Stack gap="md">
        <AvisoDeErro mensagem={erro} />
        <Textarea
          label="Texto"
          required
          autosize
          minRows={10}
          maxRows={22}
          maxLength={TEXTO_TERMO_MAX}
          {...form.getInputProps('texto')}
        />
        <Campos placeholders={placeholders} />
        <Text fz="xs" c="dimmed">
          Os termos já enviados guardam o texto do dia em que foram enviados.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconRestore size={16} stroke={1.7} />}
            onClick={voltarAoNosso}
            loading={restaurar.isPending}
            disabled={!modelo.proprio && !restaurar.isSuccess}
          >
            Restaurar o nosso
          </Button>
          <Button
            type="submit"
            loading={salvar.isPending}
            leftSection={<IconDeviceFloppy size={16} stroke={1.7} />}
          >
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
