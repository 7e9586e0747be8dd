import {
  IMPORTACAO_MAX_BYTES,
  IMPORTACAO_MAX_LINHAS,
  MSG_IMPORTACAO,
} from '@consultorio/contracts/importacoes';
import { Alert, Anchor, Card, Group, List, Stack, Text } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { ZonaDeArquivos } from '../../../components/ZonaDeArquivos';

/** What the drop zone accepts: .xlsx and .csv under the types browsers and systems give them. */
const ACEITOS = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv', '.txt'],
};

/** The reason a file is refused before it is sent, in the API's own words. */
const motivoDaRecusa = (recusas: FileRejection[]): string =>
  recusas[0]?.errors[0]?.code === 'file-too-large'
    ? MSG_IMPORTACAO.grandeDemais
    : MSG_IMPORTACAO.naoEPlanilha;

/** Step 1: how the file should be, the model to fill in, and the drop zone. */
export function EnvioPlanilha({
  onArquivo,
  onRecusa,
  enviando,
  erro,
}: {
  onArquivo: (arquivo: File) => void;
  onRecusa: (motivo: string) => void;
  enviando: boolean;
  erro: string | null;
}) {
  return (
    <Stack gap="lg">
      <Card p="lg">
        <Stack gap="sm">
          <Text fw={600}>Como a planilha deve estar</Text>
          <List spacing={6} fz="sm">
            <List.Item>
              A primeira linha tem os nomes das colunas: Nome, Celular, E-mail, Data de nascimento, CPF… (os
              nomes não precisam ser exatos: você confere na próxima etapa).
            </List.Item>
            <List.Item>
              Cada linha seguinte é um paciente. Nome e telefone são obrigatórios, como no cadastro.
            </List.Item>
            <List.Item>
              Arquivo do Excel (.xlsx) ou CSV, até 5 MB e {IMPORTACAO_MAX_LINHAS.toLocaleString('pt-BR')}{' '}
              pacientes. Do Google Planilhas, use Arquivo → Fazer download → .xlsx ou .csv.
            </List.Item>
          </List>
          <Group gap="xs">
            <IconDownload size={16} aria-hidden />
            <Anchor href="/modelo-pacientes.csv" download="modelo-pacientes.csv" fz="sm">
              Baixar a planilha modelo (CSV, abre no Excel)
            </Anchor>
          </Group>
        </Stack>
      </Card>

      {erro && (
        <Alert color="red" title="Não foi possível ler a planilha" role="alert">
          {erro}
        </Alert>
      )}

      <ZonaDeArquivos
        onDrop={(arquivos) => arquivos[0] && onArquivo(arquivos[0])}
        onReject={(recusas) => onRecusa(motivoDaRecusa(recusas))}
        accept={ACEITOS}
        maxSize={IMPORTACAO_MAX_BYTES}
        multiple={false}
        loading={enviando}
        rotulo="Área para enviar a planilha: arraste ou pressione Enter para escolher"
        rotuloDoCampo="Escolher a planilha de pacientes"
        titulo={{
          toque: 'Toque para escolher a planilha',
          ponteiro: 'Arraste a planilha aqui ou clique para escolher',
        }}
        detalhe=".xlsx ou .csv — nada é salvo antes da sua confirmação."
        icone={<IconFileSpreadsheet size={44} stroke={1.4} color="var(--mantine-color-dimmed)" />}
        altura={140}
      />
    </Stack>
  );
}
