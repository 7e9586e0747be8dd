import { formatCpf, formatTelefone } from '@consultorio/contracts/br';
import {
  CAMPOS_IMPORTACAO,
  type CampoImportacao,
  type Importacao,
  type LinhaImportada,
} from '@consultorio/contracts/importacoes';
import { Alert, Badge, Button, Card, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ehSecretaria } from '../../../api/session';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import { campoDaColuna, errosPorLinha, linhasComErro, pacientesN } from './previa';

const OPCOES_DE_CAMPO = [
  { value: '', label: 'Não importar' },
  ...CAMPOS_IMPORTACAO.map((c) => ({ value: c.campo, label: c.rotulo })),
];

/** Each column of the file and the field it fills, changeable; a row per column that wraps on a phone. */
function ColunasDaPlanilha({
  importacao,
  onTrocar,
  trocando,
}: {
  importacao: Importacao;
  onTrocar: (coluna: string, campo: CampoImportacao | null) => void;
  trocando: boolean;
}) {
  const campos = campoDaColuna(importacao.mapeamento);
  // The secretária never writes the clinical note (docs/product.md §15): the API refuses that column from her.
  const opcoes = ehSecretaria() ? OPCOES_DE_CAMPO.filter((o) => o.value !== 'observacoes') : OPCOES_DE_CAMPO;
  return (
    <Card p={0}>
      <Text fz="sm" c="dimmed" px="md" pt="sm" pb="xs">
        Cada coluna da planilha e o campo do cadastro que ela preenche. Troque o campo se algum não estiver
        certo.
      </Text>
      <Stack
        gap={0}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Colunas da planilha"
      >
        {importacao.colunas.map((coluna) => (
          <Group
            key={coluna}
            component="li"
            justify="space-between"
            gap="xs"
            px="md"
            py={8}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text fw={500} style={{ flex: '1 1 160px' }}>
              {coluna}
            </Text>
            <Select
              aria-label={`Campo da coluna ${coluna}`}
              data={opcoes}
              value={campos[coluna] ?? ''}
              onChange={(v) => onTrocar(coluna, (v || null) as CampoImportacao | null)}
              allowDeselect={false}
              disabled={trocando}
              searchable
              nothingFoundMessage="Nenhum campo"
              style={{ flex: '1 1 240px', maxWidth: 320 }}
            />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** The first valid rows as they will be saved. */
function Amostra({ linhas }: { linhas: LinhaImportada[] }) {
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" horizontalSpacing="md" striped>
          <Table.Caption>
            {linhas.length === 1 ? 'A primeira linha válida' : `As primeiras ${linhas.length} linhas válidas`}
            , como serão salvas.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Telefone</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Nascimento</Table.Th>
              <Table.Th>CPF</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((l) => (
              <Table.Tr key={l.linha}>
                <Table.Td>{l.linha}</Table.Td>
                <Table.Td>{l.nome}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTelefone(l.telefone)}</Table.Td>
                <Table.Td>{l.email ?? '—'}</Table.Td>
                <Table.Td>{l.data_nascimento ? formatDate(l.data_nascimento) : '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{l.cpf ? formatCpf(l.cpf) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

const MAX_ERROS_NA_TELA = 100;

/** The rows in error, by line, and the way to download them all. */
export function ErrosPorLinha({
  erros,
  onBaixar,
  titulo,
}: {
  erros: Importacao['erros'];
  onBaixar: () => void;
  titulo: string;
}) {
  const linhas = errosPorLinha(erros);
  if (linhas.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={titulo}>
      <Stack gap="sm">
        <List spacing={4} fz="sm" aria-label="Linhas com erro">
          {linhas.slice(0, MAX_ERROS_NA_TELA).map(([linha, motivos]) => (
            <List.Item key={linha}>
              <Text span fw={600} fz="sm">
                Linha {linha}:
              </Text>{' '}
              {motivos.join(' ')}
            </List.Item>
          ))}
        </List>
        {linhas.length > MAX_ERROS_NA_TELA && (
          <Text fz="sm">E mais {linhas.length - MAX_ERROS_NA_TELA} linhas: baixe a lista completa.</Text>
        )}
        <Group>
          <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} onClick={onBaixar}>
            Baixar linhas com erro (CSV)
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Step 2: the columns, the rows as they will be saved, the errors, and "Importar N pacientes". */
export function PreviaImportacao({
  importacao,
  aImportar,
  vagas,
  podeFazerUpgrade,
  onTrocar,
  trocando,
  onImportar,
  importando,
  onOutroArquivo,
  onBaixarErros,
}: {
  importacao: Importacao;
  aImportar: number;
  /** Places left under the plan; null without a limit. */
  vagas: number | null;
  podeFazerUpgrade: boolean;
  onTrocar: (coluna: string, campo: CampoImportacao | null) => void;
  trocando: boolean;
  onImportar: () => void;
  importando: boolean;
  onOutroArquivo: () => void;
  onBaixarErros: () => void;
}) {
  const comErro = linhasComErro(importacao.erros);
  const alemDoLimite = vagas !== null && aImportar > vagas;
  const n = alemDoLimite ? vagas : aImportar;
  return (
    <Stack gap="lg">
      <Group gap="sm" aria-label="Resumo da planilha" role="group">
        <Badge size="lg" variant="light" color="gray">
          {importacao.linhas_total.toLocaleString('pt-BR')} linhas na planilha
        </Badge>
        <Badge size="lg" variant="light" color="teal">
          {pacientesN(aImportar)} para importar
        </Badge>
        {importacao.ignorados > 0 && (
          <Badge size="lg" variant="light" color="blue">
            {importacao.ignorados.toLocaleString('pt-BR')} já cadastrados
          </Badge>
        )}
        {comErro > 0 && (
          <Badge size="lg" variant="light" color="orange">
            {comErro.toLocaleString('pt-BR')} com erro
          </Badge>
        )}
      </Group>

      <Stack gap="xs">
        <Title order={3} fz="h4">
          Colunas
        </Title>
        <ColunasDaPlanilha importacao={importacao} onTrocar={onTrocar} trocando={trocando} />
      </Stack>

      {importacao.amostra.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            Como ficarão
          </Title>
          <Amostra linhas={importacao.amostra} />
        </Stack>
      )}

      <ErrosPorLinha
        erros={importacao.erros}
        onBaixar={onBaixarErros}
        titulo={
          comErro === 1
            ? '1 linha não será importada'
            : `${comErro.toLocaleString('pt-BR')} linhas não serão importadas`
        }
      />

      {importacao.ignorados > 0 && (
        <Text fz="sm" c="dimmed">
          {importacao.ignorados === 1
            ? '1 linha é de um paciente já cadastrado (mesmo CPF, e-mail ou nome e telefone) e será ignorada.'
            : `${importacao.ignorados} linhas são de pacientes já cadastrados (mesmo CPF, e-mail ou nome e telefone) e serão ignoradas.`}
        </Text>
      )}

      {alemDoLimite && (
        <Alert color="yellow" title="O limite do plano não comporta todos">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">
              Seu plano aceita mais {pacientesN(vagas)}: as {aImportar - vagas} linhas seguintes não serão
              importadas.
            </Text>
            {podeFazerUpgrade && (
              <Button component={Link} to={paths.upgrade} size="xs" variant="light">
                Conhecer os planos
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      <Group justify="space-between">
        <Button variant="default" onClick={onOutroArquivo}>
          Escolher outro arquivo
        </Button>
        <Button onClick={onImportar} loading={importando} disabled={n === 0 || trocando}>
          Importar {pacientesN(n)}
        </Button>
      </Group>
    </Stack>
  );
}
