import {
  CAMPOS_IMPORTACAO,
  type CampoImportacao,
  type Importacao,
  type LinhaImportada,
  ROTULO_DO_CAMPO,
} from '@consultorio/contracts/importacoes';
import { Alert, Badge, Button, Card, Group, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ehSecretaria } from '../../../api/session';
import { paths } from '../../../routes/paths';
import {
  campoDaColuna,
  camposMapeados,
  errosPorLinha,
  ignoradosPorMotivo,
  linhasComErro,
  linhasN,
  pacientesN,
  rotuloDaOpcao,
  valorNaAmostra,
} from './previa';

/** Moves the keyboard and the screen reader to a step's heading when the step appears (docs/product.md §8.3.1). */
export const focarAoMontar = (el: HTMLElement | null) => el?.focus();

/** Each column of the file and the field it fills, changeable; a row per column that wraps on a phone. */
function ColunasDaPlanilha({
  importacao,
  onTrocar,
  trocando,
  erroDaTroca,
}: {
  importacao: Importacao;
  onTrocar: (coluna: string, campo: CampoImportacao | null) => void;
  trocando: boolean;
  erroDaTroca: string | null;
}) {
  const campos = campoDaColuna(importacao.mapeamento);
  // The secretária never writes the clinical note (docs/product.md §15): the API refuses that column from her.
  const disponiveis = ehSecretaria()
    ? CAMPOS_IMPORTACAO.filter((c) => c.campo !== 'observacoes')
    : CAMPOS_IMPORTACAO;
  // Each option names the column that fills the field today: choosing it swaps the two columns' fields.
  const opcoesDa = (coluna: string) => [
    { value: '', label: 'Não importar' },
    ...disponiveis.map((c) => ({
      value: c.campo,
      label: rotuloDaOpcao(c.campo, c.rotulo, importacao.mapeamento, coluna),
    })),
  ];
  return (
    <Card p={0}>
      <Text fz="sm" c="dimmed" px="md" pt="sm" pb="xs">
        Cada coluna da planilha e o campo do cadastro que ela preenche. Troque o campo se algum não estiver
        certo: escolher um campo que já está em outra coluna troca os campos das duas.
      </Text>
      {erroDaTroca && (
        <Alert color="red" role="alert" mx="md" mb="xs" title="Não foi possível trocar a coluna">
          {erroDaTroca}
        </Alert>
      )}
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
              data={opcoesDa(coluna)}
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

/** Values read as one piece (a phone, a CPF, a date, an amount): never split over two lines. */
const SEM_QUEBRA = new Set<CampoImportacao>([
  'telefone',
  'cpf',
  'data_nascimento',
  'data_inicio',
  'valor_sessao',
  'endereco.cep',
  'responsavel.cpf',
  'responsavel.telefone',
  'contato_emergencia.telefone',
]);

/** The first valid rows as they will be saved: a column for each field the file fills. */
function Amostra({ linhas, campos }: { linhas: LinhaImportada[]; campos: CampoImportacao[] }) {
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={Math.max(640, 80 + campos.length * 150)}>
        <Table verticalSpacing="xs" horizontalSpacing="md" striped>
          <Table.Caption>
            {linhas.length === 1 ? 'A primeira linha válida' : `As primeiras ${linhas.length} linhas válidas`}
            , como serão salvas.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              {campos.map((c) => (
                <Table.Th key={c}>{ROTULO_DO_CAMPO[c]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linhas.map((l) => (
              <Table.Tr key={l.linha}>
                <Table.Td>{l.linha}</Table.Td>
                {campos.map((c) => (
                  <Table.Td key={c} style={SEM_QUEBRA.has(c) ? { whiteSpace: 'nowrap' } : undefined}>
                    {valorNaAmostra(l, c)}
                  </Table.Td>
                ))}
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

type Ignorados = ReturnType<typeof ignoradosPorMotivo>;

/** The counts of the file: rows, to import, already registered, repeated, with errors. */
function ResumoDaPlanilha({
  importacao,
  aImportar,
  ignorados,
  comErro,
}: {
  importacao: Importacao;
  aImportar: number;
  ignorados: Ignorados;
  comErro: number;
}) {
  return (
    <Group gap="sm" aria-label="Resumo da planilha" role="group">
      <Badge size="lg" variant="light" color="gray">
        {importacao.linhas_total.toLocaleString('pt-BR')} linhas na planilha
      </Badge>
      <Badge size="lg" variant="light" color="teal">
        {pacientesN(aImportar)} para importar
      </Badge>
      {ignorados.cadastrados > 0 && (
        <Badge size="lg" variant="light" color="blue">
          {ignorados.cadastrados.toLocaleString('pt-BR')}{' '}
          {ignorados.cadastrados === 1 ? 'já cadastrado' : 'já cadastrados'}
        </Badge>
      )}
      {ignorados.repetidas > 0 && (
        <Badge size="lg" variant="light" color="blue">
          {linhasN(ignorados.repetidas)} {ignorados.repetidas === 1 ? 'repetida' : 'repetidas'}
        </Badge>
      )}
      {comErro > 0 && (
        <Badge size="lg" variant="light" color="orange">
          {comErro.toLocaleString('pt-BR')} com erro
        </Badge>
      )}
    </Group>
  );
}

/** Why rows are left out: patients already registered, rows repeated in the file. */
function LinhasIgnoradas({ importacao, ignorados }: { importacao: Importacao; ignorados: Ignorados }) {
  return (
    <>
      {ignorados.cadastrados > 0 && (
        <Text fz="sm" c="dimmed">
          {ignorados.cadastrados === 1
            ? '1 linha é de um paciente já cadastrado (mesmo CPF, e-mail ou nome e telefone) e será ignorada.'
            : `${ignorados.cadastrados.toLocaleString('pt-BR')} linhas são de pacientes já cadastrados (mesmo CPF, e-mail ou nome e telefone) e serão ignoradas.`}
        </Text>
      )}
      {ignorados.repetidas > 0 && (
        <Text fz="sm" c="dimmed">
          Repetidas na planilha (mesmo CPF ou nome e telefone de uma linha anterior), serão ignoradas:{' '}
          {importacao.repetidas.map((r) => `linha ${r.linha} (igual à ${r.igual_a})`).join(', ')}.
        </Text>
      )}
    </>
  );
}

/** More rows than the plan's places left: which are left out, and the plans. */
function AlemDoLimite({
  vagas,
  aImportar,
  podeFazerUpgrade,
}: {
  vagas: number;
  aImportar: number;
  podeFazerUpgrade: boolean;
}) {
  return (
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
  erroDaTroca,
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
  erroDaTroca: string | null;
  onImportar: () => void;
  importando: boolean;
  onOutroArquivo: () => void;
  onBaixarErros: () => void;
}) {
  const comErro = linhasComErro(importacao.erros);
  const alemDoLimite = vagas !== null && aImportar > vagas;
  const n = alemDoLimite ? vagas : aImportar;
  const ignorados = ignoradosPorMotivo(importacao.ignorados, importacao.repetidas.length);
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3" tabIndex={-1} ref={focarAoMontar} style={{ outline: 'none' }}>
        Confira antes de importar
      </Title>
      <ResumoDaPlanilha
        importacao={importacao}
        aImportar={aImportar}
        ignorados={ignorados}
        comErro={comErro}
      />

      <Stack gap="xs">
        <Title order={3} fz="h4">
          Colunas
        </Title>
        <ColunasDaPlanilha
          importacao={importacao}
          onTrocar={onTrocar}
          trocando={trocando}
          erroDaTroca={erroDaTroca}
        />
      </Stack>

      {importacao.amostra.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="h4">
            Como ficarão
          </Title>
          <Amostra linhas={importacao.amostra} campos={camposMapeados(importacao.mapeamento)} />
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

      <LinhasIgnoradas importacao={importacao} ignorados={ignorados} />

      {alemDoLimite && (
        <AlemDoLimite vagas={vagas} aImportar={aImportar} podeFazerUpgrade={podeFazerUpgrade} />
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
