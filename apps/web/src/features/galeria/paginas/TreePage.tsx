import {
  Box,
  Checkbox,
  Group,
  NavLink,
  SimpleGrid,
  Text,
  Tree,
  type TreeNodeData,
  useTree,
} from '@mantine/core';
import {
  IconChevronDown,
  IconCoin,
  IconFile,
  IconFolder,
  IconFolderOpen,
  IconHelpCircle,
  IconReceiptTax,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Secao, Secoes } from '../Secao';

const FICHA: TreeNodeData[] = [
  {
    label: 'Ana Beatriz Souza',
    value: 'ficha',
    children: [
      { label: 'Dados', value: 'ficha/dados' },
      { label: 'Anamnese', value: 'ficha/anamnese' },
      {
        label: 'Sessões',
        value: 'ficha/sessoes',
        children: [
          { label: '02/03/2026 · Realizada', value: 'ficha/sessoes/1' },
          { label: '23/02/2026 · Falta justificada', value: 'ficha/sessoes/2' },
        ],
      },
      { label: 'Prontuário', value: 'ficha/prontuario' },
      { label: 'Agenda', value: 'ficha/agenda' },
      {
        label: 'Anexos',
        value: 'ficha/anexos',
        children: [
          { label: 'laudo-avaliacao.pdf', value: 'ficha/anexos/laudo' },
          { label: 'encaminhamento.docx', value: 'ficha/anexos/encaminhamento' },
        ],
      },
      { label: 'Financeiro', value: 'ficha/financeiro' },
    ],
  },
];

const DOCUMENTOS: TreeNodeData[] = [
  {
    label: 'Modelos',
    value: 'modelos',
    children: [
      { label: 'Contrato terapêutico', value: 'modelos/contrato' },
      { label: 'Declaração de comparecimento', value: 'modelos/declaracao' },
    ],
  },
  {
    label: 'Carnê-Leão 2026',
    value: 'carne',
    children: [
      { label: 'Janeiro', value: 'carne/01' },
      { label: 'Fevereiro', value: 'carne/02' },
    ],
  },
];

function ArvoreFicha() {
  const tree = useTree({ initialExpandedState: { ficha: true, 'ficha/sessoes': true } });
  return (
    <Tree
      data={FICHA}
      tree={tree}
      aria-label="Partes da ficha do paciente"
      selectOnClick
      levelOffset="lg"
      renderNode={({ node, expanded, hasChildren, elementProps, selected }) => (
        <Group gap={6} wrap="nowrap" {...elementProps} py={4}>
          {hasChildren ? (
            expanded ? (
              <IconFolderOpen size={16} stroke={1.7} aria-hidden="true" />
            ) : (
              <IconFolder size={16} stroke={1.7} aria-hidden="true" />
            )
          ) : (
            <IconFile size={16} stroke={1.7} aria-hidden="true" />
          )}
          <Text
            fz="sm"
            fw={selected ? 600 : 400}
            c={selected ? 'var(--mantine-primary-color-filled)' : undefined}
          >
            {node.label}
          </Text>
          {hasChildren && (
            <IconChevronDown
              size={14}
              aria-hidden="true"
              style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          )}
        </Group>
      )}
    />
  );
}

function ArvoreMarcavel() {
  const tree = useTree({ initialExpandedState: { modelos: true } });
  return (
    <Tree
      data={DOCUMENTOS}
      tree={tree}
      aria-label="Documentos para exportar"
      expandOnClick={false}
      checkOnSpace
      renderNode={({ node, expanded, hasChildren, elementProps, tree: t }) => {
        const checked = t.isNodeChecked(node.value);
        const indeterminate = t.isNodeIndeterminate(node.value);
        return (
          <Group gap="xs" wrap="nowrap" {...elementProps} py={3}>
            <Checkbox.Indicator
              checked={checked}
              indeterminate={indeterminate}
              size="sm"
              onClick={() => (!checked ? t.checkNode(node.value) : t.uncheckNode(node.value))}
            />
            <Group gap={4} wrap="nowrap" onClick={() => t.toggleExpanded(node.value)}>
              <Text fz="sm">{node.label}</Text>
              {hasChildren && (
                <IconChevronDown
                  size={14}
                  aria-hidden="true"
                  style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
                />
              )}
            </Group>
          </Group>
        );
      }}
    />
  );
}

function MenuLateral() {
  const [ativo, setAtivo] = useState('pacientes');
  const item = (key: string, label: string, Icone: typeof IconUsers) => (
    <NavLink
      key={key}
      label={label}
      leftSection={<Icone size={18} stroke={1.7} />}
      active={ativo === key}
      onClick={() => setAtivo(key)}
      variant="light"
    />
  );
  return (
    <Box component="nav" aria-label="Exemplo de menu lateral">
      <NavLink label="Home" leftSection={<IconFolder size={18} stroke={1.7} />} defaultOpened>
        {item('pacientes', 'Pacientes', IconUsers)}
        {item('financeiro', 'Gestão Financeira', IconCoin)}
        {item('carne', 'Carnê-Leão', IconReceiptTax)}
      </NavLink>
      <NavLink label="Configurações" leftSection={<IconSettings size={18} stroke={1.7} />}>
        {item('plano', 'Gerenciar Plano', IconSettings)}
        {item('faq', 'FAQ - Dúvidas', IconHelpCircle)}
      </NavLink>
    </Box>
  );
}

/** /uikit/tree: hierarchies, keyboard-navigable (arrows open and close, Enter/Espaço selects). */
export function TreePage() {
  return (
    <Secoes>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Secao
          titulo="Árvore com seleção"
          descricao="As partes da ficha do paciente. Setas para cima e para baixo percorrem; direita abre, esquerda fecha."
          codigo={`const tree = useTree({ initialExpandedState: { ficha: true } });
<Tree data={FICHA} tree={tree} aria-label="Partes da ficha" selectOnClick
  renderNode={({ node, elementProps }) => <Group {...elementProps}>{node.label}</Group>} />`}
        >
          <ArvoreFicha />
        </Secao>
        <Secao
          titulo="Árvore com marcação"
          descricao="Marcar uma pasta marca tudo o que ela contém; marcações parciais aparecem como traço."
          codigo={`<Checkbox.Indicator checked={tree.isNodeChecked(node.value)}
  indeterminate={tree.isNodeIndeterminate(node.value)}
  onClick={() => tree.checkNode(node.value)} />`}
        >
          <ArvoreMarcavel />
        </Secao>
      </SimpleGrid>
      <Secao
        titulo="Menu em grupos"
        descricao="Os grupos do menu lateral (Home, Configurações) com NavLink aninhados."
        codigo={`<NavLink label="Home" defaultOpened>
  <NavLink label="Pacientes" leftSection={<IconUsers />} active />
</NavLink>`}
      >
        <MenuLateral />
      </Secao>
    </Secoes>
  );
}
