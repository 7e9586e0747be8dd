import { ActionIcon, Button, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconDownload,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Secao, Secoes } from '../Secao';

const VARIANTES = ['filled', 'light', 'outline', 'default', 'subtle'] as const;

function Carregando() {
  const [ativo, setAtivo] = useState(false);
  const salvar = () => {
    setAtivo(true);
    setTimeout(() => setAtivo(false), 1500);
  };
  return (
    <Group gap="sm">
      <Button loading={ativo} onClick={salvar}>
        Salvar
      </Button>
      <Button variant="default" disabled>
        Desativado
      </Button>
    </Group>
  );
}

/** Icon-only buttons, each with its accessible name and a tooltip; one copies a PIX code. */
function SoIcone() {
  return (
    <Group gap="xs">
      <Tooltip label="Editar">
        <ActionIcon variant="subtle" color="gray" aria-label="Editar Ana Beatriz Souza">
          <IconPencil size={17} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Excluir">
        <ActionIcon variant="subtle" color="gray" aria-label="Excluir Ana Beatriz Souza">
          <IconTrash size={17} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Novo lançamento">
        <ActionIcon variant="filled" size="lg" aria-label="Novo lançamento">
          <IconPlus size={18} stroke={2} />
        </ActionIcon>
      </Tooltip>
      <CopyButton value="00020126580014br.gov.bcb.pix">
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copiado' : 'Copiar código PIX'}>
            <ActionIcon
              variant="light"
              size="lg"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              aria-label="Copiar código PIX"
            >
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** /uikit/button: the buttons of the product, in the appearance panel's primary colour. */
export function ButtonPage() {
  return (
    <Secoes>
      <Secao
        titulo="Variantes"
        descricao="Preenchido para a ação principal da tela (uma por tela), claro e contorno para as secundárias, padrão para Cancelar, sutil dentro de listas."
        codigo={`<Button>Salvar</Button>
<Button variant="light">Exportar</Button>
<Button variant="default">Cancelar</Button>`}
      >
        <Group gap="sm">
          {VARIANTES.map((v) => (
            <Button key={v} variant={v}>
              {v === 'filled' ? 'Salvar' : v === 'default' ? 'Cancelar' : `Variante ${v}`}
            </Button>
          ))}
        </Group>
      </Secao>

      <Secao
        titulo="Com ícone e tamanhos"
        descricao="Ícones Tabler à esquerda do texto; tamanhos xs a lg."
        codigo={`<Button leftSection={<IconUserPlus size={16} />}>Novo paciente</Button>
<Button size="xs" variant="light" leftSection={<IconCheck size={15} />}>Marcar como pago</Button>`}
      >
        <Stack gap="sm">
          <Group gap="sm">
            <Button leftSection={<IconUserPlus size={16} stroke={1.8} />}>Novo paciente</Button>
            <Button variant="light" leftSection={<IconDownload size={16} stroke={1.8} />}>
              Exportar PDF
            </Button>
            <Button variant="light" color="red" leftSection={<IconTrash size={16} stroke={1.8} />}>
              Excluir
            </Button>
          </Group>
          <Group gap="sm" align="center">
            {(['xs', 'sm', 'md', 'lg'] as const).map((s) => (
              <Button key={s} size={s} variant="outline">
                Tamanho {s}
              </Button>
            ))}
          </Group>
        </Stack>
      </Secao>

      <Secao
        titulo="Carregando e desativado"
        descricao="Enquanto a requisição corre o botão mostra o indicador e não aceita um segundo clique."
        codigo={`<Button loading={mutation.isPending} onClick={salvar}>Salvar</Button>
<Button disabled>Desativado</Button>`}
      >
        <Carregando />
      </Secao>

      <Secao
        titulo="Só ícone"
        descricao="Todo botão só de ícone tem nome acessível (aria-label) e dica ao passar o mouse ou focar."
        codigo={`<Tooltip label="Editar">
  <ActionIcon variant="subtle" color="gray" aria-label="Editar Ana Beatriz Souza">
    <IconPencil size={17} />
  </ActionIcon>
</Tooltip>`}
      >
        <SoIcone />
      </Secao>

      <Secao
        titulo="Grupo de botões"
        descricao="Escolhas vizinhas que formam um bloco, como as visões da agenda."
        codigo={`<Button.Group>
  <Button variant="default">Mês</Button>
  <Button variant="default">Semana</Button>
</Button.Group>`}
      >
        <Stack gap="xs">
          <Button.Group aria-label="Visão da agenda">
            <Button variant="default">Mês</Button>
            <Button variant="default">Semana</Button>
            <Button variant="default">Dia</Button>
          </Button.Group>
          <Text fz="xs" c="dimmed">
            Tab chega a cada botão; Enter ou Espaço aciona.
          </Text>
        </Stack>
      </Secao>
    </Secoes>
  );
}
