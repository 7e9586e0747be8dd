import type { EscrituracaoResponse } from '@consultorio/contracts/escrituracao';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import type { Arquivo } from './api';
import { contagem, idsAEscriturar } from './periodo';
import type { useEscrituracaoAcoes } from './useEscrituracaoAcoes';

type Acoes = ReturnType<typeof useEscrituracaoAcoes>;

const ROTULO: Record<Arquivo, string> = {
  rendimentos: 'Baixar rendimentos',
  pagamentos: 'Baixar pagamentos',
};

/** One button per part of a file ("Parte N" when it has more than LINHAS_POR_ARQUIVO lines). */
function BotoesDoArquivo({ arquivo, partes, acoes }: { arquivo: Arquivo; partes: number; acoes: Acoes }) {
  if (partes === 0) {
    return (
      <Button variant="default" leftSection={<IconDownload size={17} />} disabled>
        {ROTULO[arquivo]} (CSV)
      </Button>
    );
  }
  return Array.from({ length: partes }, (_, i) => i + 1).map((parte) => (
    <Button
      key={parte}
      variant="light"
      leftSection={<IconDownload size={17} />}
      loading={acoes.baixando === `${arquivo}-${parte}`}
      onClick={() => void acoes.baixar(arquivo, parte, partes)}
    >
      {ROTULO[arquivo]} (CSV){partes > 1 ? ` — Parte ${parte}` : ''}
    </Button>
  ));
}

/**
 * The steps on the Receita's site, in the order the files go in; a file the period does not have (no deductible
 * payment, say) is not asked for.
 */
function PassosReceita({
  comRendimentos,
  comPagamentos,
}: {
  comRendimentos: boolean;
  comPagamentos: boolean;
}) {
  const baixar =
    comRendimentos && comPagamentos
      ? 'Baixe os dois arquivos: o de rendimentos e o de pagamentos.'
      : comRendimentos
        ? 'Baixe o arquivo de rendimentos (neste período não há pagamentos a importar).'
        : 'Baixe o arquivo de pagamentos (neste período não há rendimentos a importar).';
  return (
    <List type="ordered" spacing={6} fz="sm" aria-label="Passos no site da Receita">
      <List.Item>{baixar}</List.Item>
      <List.Item>
        Entre no e-CAC com a sua conta gov.br e abra <strong>Meu Imposto de Renda → Carnê-Leão</strong>.
      </List.Item>
      <List.Item>
        Em <strong>Escrituração</strong>, escolha <strong>Importar escrituração</strong>.
      </List.Item>
      {comRendimentos && (
        <List.Item>
          {comPagamentos ? 'Importe primeiro' : 'Importe'} o arquivo de <strong>rendimentos</strong>: cada
          recebimento de pessoa física gera o seu recibo do Receita Saúde.
        </List.Item>
      )}
      {comPagamentos && (
        <List.Item>
          {comRendimentos ? 'Depois importe' : 'Importe'} o arquivo de <strong>pagamentos</strong>.
        </List.Item>
      )}
      <List.Item>
        Volte aqui e clique em <strong>Confirmar importação</strong>, para que esses lançamentos não entrem
        nos próximos arquivos.
      </List.Item>
    </List>
  );
}

/** The two files to download, the steps on the Receita's site and "Confirmar importação". */
export function ArquivosCard({ data, acoes }: { data: EscrituracaoResponse; acoes: Acoes }) {
  const ids = idsAEscriturar(data);
  const rendimentos = data.rendimentos.filter((l) => l.situacao === 'a_escriturar').length;
  return (
    <Card>
      <Stack gap="md">
        <Title order={3} fz="h4">
          Importar no Carnê-Leão Web
        </Title>
        <Group gap="sm">
          <BotoesDoArquivo arquivo="rendimentos" partes={data.partes_rendimentos} acoes={acoes} />
          <BotoesDoArquivo arquivo="pagamentos" partes={data.partes_pagamentos} acoes={acoes} />
        </Group>
        <PassosReceita
          comRendimentos={data.partes_rendimentos > 0 || data.partes_pagamentos === 0}
          comPagamentos={data.partes_pagamentos > 0}
        />
        <Text fz="sm" c="dimmed">
          Importou algo errado? No site da Receita, <strong>Desfazer escrituração</strong> desfaz uma
          importação em até 10 dias.
        </Text>
        <Group justify="space-between" gap="sm">
          <Text fz="sm">
            {ids.length > 0
              ? `${contagem(ids.length, 'lançamento', 'lançamentos')} a marcar como escriturado.`
              : 'Nada a confirmar neste período.'}
          </Text>
          <Button
            leftSection={<IconCircleCheck size={17} />}
            disabled={ids.length === 0}
            loading={acoes.confirmando}
            onClick={() => acoes.confirmarImportacao(ids, rendimentos, ids.length - rendimentos)}
          >
            Confirmar importação
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
