import { onlyDigits } from '@consultorio/contracts/br';
import {
  ActionIcon,
  Button,
  Card,
  CloseButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPencil, IconSearch, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusBadge } from '../../../components/pacientes/StatusBadge';
import { QueryEmpty } from '../../../components/QueryState';
import { formatMoney } from '../../../lib/format';
import { CrudDialog } from '../CrudDialog';
import { baixarArquivo, filtrar, paraCsv } from '../crud';
import { PACIENTES_EXEMPLO, type PacienteExemplo } from '../dados';

let sequencia = 0;

type Valores = Omit<PacienteExemplo, 'id' | 'ultimaSessao'>;

/** What a row offers: edit in the dialog, delete after a confirmation. */
interface AcoesLinha {
  onEditar: (p: PacienteExemplo) => void;
  onExcluir: (p: PacienteExemplo) => void;
}

function Acoes({ p, onEditar, onExcluir }: AcoesLinha & { p: PacienteExemplo }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Editar">
        <ActionIcon variant="subtle" color="gray" aria-label={`Editar ${p.nome}`} onClick={() => onEditar(p)}>
          <IconPencil size={17} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Excluir">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Excluir ${p.nome}`}
          onClick={() => onExcluir(p)}
        >
          <IconTrash size={17} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The search field and the page's two actions. */
function Barra({
  busca,
  onBusca,
  exportavel,
  onExportar,
  onNovo,
}: {
  busca: string;
  onBusca: (busca: string) => void;
  exportavel: boolean;
  onExportar: () => void;
  onNovo: () => void;
}) {
  return (
    <Card p="md">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <TextInput
          aria-label="Buscar pacientes de exemplo"
          placeholder="Buscar por nome, CPF ou e-mail"
          value={busca}
          onChange={(e) => onBusca(e.currentTarget.value)}
          leftSection={<IconSearch size={16} stroke={1.8} />}
          rightSection={
            busca ? <CloseButton size="sm" aria-label="Limpar busca" onClick={() => onBusca('')} /> : null
          }
          style={{ flex: '1 1 240px' }}
          maxLength={100}
        />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} stroke={1.8} />}
            onClick={onExportar}
            disabled={!exportavel}
          >
            Exportar CSV
          </Button>
          <Button leftSection={<IconUserPlus size={16} stroke={1.8} />} onClick={onNovo}>
            Novo paciente
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** On a phone, one card per patient. */
function Cartoes({ visiveis, ...acoes }: AcoesLinha & { visiveis: PacienteExemplo[] }) {
  return (
    <Stack gap="sm">
      {visiveis.map((p) => (
        <Card key={p.id} p="md" data-testid="crud-linha">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                {p.nome}
              </Text>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {p.telefone} · {p.email || 'sem e-mail'}
              </Text>
            </Stack>
            <Acoes p={p} {...acoes} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            <StatusBadge status={p.status} />
            <Text fz="sm">{formatMoney(p.valorSessao)}</Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function Tabela({ visiveis, ...acoes }: AcoesLinha & { visiveis: PacienteExemplo[] }) {
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={680}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paciente</Table.Th>
              <Table.Th>CPF</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Valor da sessão</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visiveis.map((p) => (
              <Table.Tr key={p.id} data-testid="crud-linha">
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {p.nome}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {p.telefone} · {p.email || 'sem e-mail'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{p.cpf}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={p.status} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text fz="sm">{formatMoney(p.valorSessao)}</Text>
                </Table.Td>
                <Table.Td>
                  <Acoes p={p} {...acoes} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The list kept in memory and what changes it, each change with the product's toast. */
function useListaExemplo() {
  const [lista, setLista] = useState<PacienteExemplo[]>(PACIENTES_EXEMPLO);
  const salvar = (editando: PacienteExemplo | null, valores: Valores) => {
    if (editando) {
      setLista((l) => l.map((p) => (p.id === editando.id ? { ...p, ...valores } : p)));
      notifications.show({
        color: 'teal',
        title: 'Paciente atualizado',
        message: `${valores.nome} foi salvo.`,
      });
    } else {
      setLista((l) => [{ id: `novo-${++sequencia}`, ultimaSessao: null, ...valores }, ...l]);
      notifications.show({
        color: 'teal',
        title: 'Cadastro salvo',
        message: `${valores.nome} está na sua lista de pacientes.`,
      });
    }
  };
  const excluir = (p: PacienteExemplo) =>
    modals.openConfirmModal({
      title: `Excluir ${p.nome}?`,
      centered: true,
      children: <Text fz="sm">O paciente de exemplo sai da lista. Esta ação não pode ser desfeita.</Text>,
      labels: { confirm: 'Excluir paciente', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setLista((l) => l.filter((x) => x.id !== p.id));
        notifications.show({
          color: 'teal',
          title: 'Paciente excluído',
          message: `${p.nome} saiu da lista.`,
        });
      },
    });
  const restaurar = () => setLista(PACIENTES_EXEMPLO);
  return { lista, salvar, excluir, restaurar };
}

const exportar = (visiveis: PacienteExemplo[]) => {
  baixarArquivo('pacientes-exemplo.csv', paraCsv(visiveis));
  notifications.show({
    color: 'teal',
    title: 'Planilha gerada',
    message: visiveis.length === 1 ? '1 paciente exportado.' : `${visiveis.length} pacientes exportados.`,
  });
};

/** "3 pacientes", or "2 de 8 pacientes" while searching. */
const contagem = (visiveis: number, total: number, buscando: boolean) =>
  buscando ? `${visiveis} de ${total} pacientes` : total === 1 ? '1 paciente' : `${total} pacientes`;

/**
 * /pages/crud: the product's CRUD pattern on sample patients kept in memory (nothing reaches the API): search,
 * create and edit in a dialog, delete after a confirmation, export the list shown as CSV.
 */
export function CrudPage() {
  const { lista, salvar, excluir, restaurar } = useListaExemplo();
  const [busca, setBusca] = useState('');
  const [dialogo, setDialogo] = useState<{ editando: PacienteExemplo | null } | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const visiveis = filtrar(lista, busca);
  const editando = dialogo?.editando ?? null;
  const acoes: AcoesLinha = { onEditar: (p) => setDialogo({ editando: p }), onExcluir: excluir };

  return (
    <Stack gap="lg">
      <Barra
        busca={busca}
        onBusca={setBusca}
        exportavel={visiveis.length > 0}
        onExportar={() => exportar(visiveis)}
        onNovo={() => setDialogo({ editando: null })}
      />

      {lista.length === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconUserPlus size={28} stroke={1.6} />}
          title="Nenhum paciente na lista"
          description="Todos os exemplos foram excluídos. Cadastre um novo ou traga os exemplos de volta."
          actions={
            <Button variant="default" onClick={restaurar}>
              Restaurar exemplos
            </Button>
          }
        />
      )}

      {lista.length > 0 && visiveis.length === 0 && (
        <QueryEmpty
          icon={<IconSearch size={28} stroke={1.6} />}
          withIndicatorBackground
          title="Nenhum registro encontrado"
          description="Nenhum paciente corresponde à busca. Confira a grafia ou limpe a busca."
          actions={
            <Button variant="default" onClick={() => setBusca('')}>
              Limpar busca
            </Button>
          }
        />
      )}

      {visiveis.length > 0 &&
        (phone ? <Cartoes visiveis={visiveis} {...acoes} /> : <Tabela visiveis={visiveis} {...acoes} />)}

      {lista.length > 0 && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {contagem(visiveis.length, lista.length, busca.trim() !== '')}
        </Text>
      )}

      <CrudDialog
        aberto={dialogo !== null}
        editando={editando}
        cpfsEmUso={lista.filter((p) => p.id !== editando?.id).map((p) => onlyDigits(p.cpf))}
        onClose={() => setDialogo(null)}
        onSalvar={(valores) => {
          salvar(editando, valores);
          setDialogo(null);
        }}
      />
    </Stack>
  );
}
