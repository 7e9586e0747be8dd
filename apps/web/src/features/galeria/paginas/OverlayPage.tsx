import { TIPO_PRONTUARIO_LABELS } from '@consultorio/contracts/prontuarios';
import {
  Box,
  Button,
  Drawer,
  Group,
  HoverCard,
  Loader,
  Modal,
  Overlay,
  Paper,
  Popover,
  Select,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmarExclusaoAnexo } from '../../../components/anexos/confirmarExclusao';
import { ANEXOS_EXEMPLO } from '../dados';
import { MascaraLivre } from '../MascaraLivre';
import { Secao, Secoes } from '../Secao';

const TIPOS = Object.entries(TIPO_PRONTUARIO_LABELS).map(([value, label]) => ({ value, label }));

function Dialogo() {
  const [aberto, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>Nova entrada no prontuário</Button>
      <Modal opened={aberto} onClose={close} title="Nova entrada" centered>
        <Stack gap="md">
          <Group grow align="flex-start">
            <MascaraLivre mask="data" label="Data" />
            <Select
              label="Tipo"
              data={TIPOS}
              defaultValue="evolucao"
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <Textarea label="Registro" autosize minRows={4} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button
              onClick={() => {
                close();
                notifications.show({
                  color: 'teal',
                  title: 'Entrada salva',
                  message: 'Exemplo: nada foi enviado.',
                });
              }}
            >
              Salvar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const confirmarExclusao = () =>
  confirmarExclusaoAnexo(ANEXOS_EXEMPLO[0], () =>
    notifications.show({ color: 'teal', title: 'Anexo excluído', message: 'Exemplo: nada foi apagado.' }),
  );

function Gaveta() {
  const [aberta, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open}>
        Abrir gaveta
      </Button>
      <Drawer
        opened={aberta}
        onClose={close}
        title="Detalhes do agendamento"
        position="right"
        closeButtonProps={{ 'aria-label': 'Fechar detalhes' }}
      >
        <Stack gap="xs">
          <Text fz="sm">Ana Beatriz Souza · quinta-feira, 05/03/2026 às 09:00</Text>
          <Text fz="sm" c="dimmed">
            Presencial · 50 minutos · Confirmado
          </Text>
        </Stack>
      </Drawer>
    </>
  );
}

function Carregando() {
  const [visivel, setVisivel] = useState(false);
  const mostrar = () => {
    setVisivel(true);
    setTimeout(() => setVisivel(false), 2000);
  };
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" onClick={mostrar} disabled={visivel}>
          Mostrar por 2 segundos
        </Button>
      </Group>
      <Box
        pos="relative"
        h={160}
        style={{
          border: '1px dashed var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Text fz="sm" c="dimmed" p="md">
          A área da página que fica coberta.
        </Text>
        {visivel && (
          <Overlay blur={1} backgroundOpacity={0.2} zIndex={5} radius="md">
            <Group justify="center" align="center" h="100%">
              <Paper p="md" radius="md" shadow="md" withBorder>
                <Stack align="center" gap={4} role="status" aria-live="polite">
                  <Loader size="sm" />
                  <Text fw={600} c="var(--mantine-color-bright)">
                    Carregando...
                  </Text>
                  <Text fz="sm" c="dimmed">
                    Por favor, aguarde
                  </Text>
                </Stack>
              </Paper>
            </Group>
          </Overlay>
        )}
      </Box>
    </Stack>
  );
}

/** /uikit/overlay: dialogs, confirmations, drawers, popovers and the loading overlay. */
export function OverlayPage() {
  return (
    <Secoes>
      <Secao
        titulo="Diálogo"
        descricao="Um formulário curto sem sair da tela. Esc fecha; o foco fica preso no diálogo e volta ao botão ao fechar."
        codigo={`const [aberto, { open, close }] = useDisclosure(false);
<Modal opened={aberto} onClose={close} title="Nova entrada" centered>…</Modal>`}
      >
        <Dialogo />
      </Secao>

      <Secao
        titulo="Confirmação antes de excluir"
        descricao="Nada é excluído sem confirmação: o diálogo diz o que acontece e o botão diz a ação."
        codigo={`confirmarExclusaoAnexo(anexo, () => excluir.mutate(anexo));`}
      >
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} stroke={1.8} />}
          onClick={confirmarExclusao}
        >
          Excluir anexo
        </Button>
      </Secao>

      <Secao
        titulo="Gaveta, popover e dicas"
        descricao="A gaveta mostra detalhes ao lado; o popover, uma informação curta; a dica, o nome de um ícone."
        codigo={`<Drawer opened={aberta} onClose={close} title="Detalhes do agendamento" position="right" />
<Popover withArrow><Popover.Target><Button>…</Button></Popover.Target><Popover.Dropdown>…</Popover.Dropdown></Popover>
<Tooltip label="Excluir"><ActionIcon aria-label="Excluir">…</ActionIcon></Tooltip>`}
      >
        <Group gap="sm">
          <Gaveta />
          <Popover withArrow width={260} position="bottom" shadow="md">
            <Popover.Target>
              <Button variant="default">O que é o Carnê-Leão?</Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Text fz="sm">
                O recolhimento mensal do imposto de renda sobre o que se recebe de pessoas físicas.
              </Text>
            </Popover.Dropdown>
          </Popover>
          <HoverCard width={240} shadow="md" openDelay={200}>
            <HoverCard.Target>
              <Button variant="subtle">Passe o mouse</Button>
            </HoverCard.Target>
            <HoverCard.Dropdown>
              <Text fz="sm">Cartão que abre ao passar o mouse: só para informação complementar.</Text>
            </HoverCard.Dropdown>
          </HoverCard>
          <Tooltip label="Dica com o nome da ação">
            <Button variant="outline">Com dica</Button>
          </Tooltip>
        </Group>
      </Secao>

      <Secao
        titulo="Carregando"
        descricao="O aviso de carregamento da aplicação, mostrado enquanto houver requisição em andamento; aqui, só sobre um bloco."
        codigo={`<Overlay blur={1} backgroundOpacity={0.2}>
  <Stack role="status" aria-live="polite"><Loader /><Text>Carregando...</Text>…</Stack>
</Overlay>`}
      >
        <Carregando />
      </Secao>
    </Secoes>
  );
}
