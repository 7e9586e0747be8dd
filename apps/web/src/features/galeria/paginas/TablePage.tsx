import { Button, Card, Group, Skeleton, Stack, Switch } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryEmpty, QueryLoading } from '../../../components/QueryState';
import { PACIENTES_EXEMPLO } from '../dados';
import { Secao, Secoes } from '../Secao';
import { TabelaExemplo } from '../TabelaExemplo';

function Carregamento() {
  const [carregando, setCarregando] = useState(true);
  return (
    <Stack gap="md">
      <Switch
        label="Simular o primeiro carregamento"
        checked={carregando}
        onChange={(e) => setCarregando(e.currentTarget.checked)}
      />
      {carregando ? (
        <Card withBorder p="md" role="status" aria-busy="true" aria-label="Carregando pacientes">
          <Stack gap="md">
            {[0, 1, 2, 3].map((i) => (
              <Group key={i} gap="md" wrap="nowrap">
                <Skeleton h={14} w="30%" />
                <Skeleton h={20} w={110} radius="xl" />
                <Skeleton h={14} w="18%" />
                <Skeleton h={14} w="14%" />
              </Group>
            ))}
          </Stack>
        </Card>
      ) : (
        <TabelaExemplo linhas={PACIENTES_EXEMPLO.slice(0, 3)} />
      )}
    </Stack>
  );
}

/** /uikit/table: the data table with sorting, paging, skeleton and the empty state. */
export function TablePage() {
  return (
    <Secoes>
      <Secao
        titulo="Tabela com ordenação e paginação"
        descricao="Clique (ou Enter) no título da coluna para ordenar; de novo inverte. Abaixo de 768 px cada linha vira um cartão."
        codigo={`<Table.Th aria-sort={ativa ? 'ascending' : 'none'}>
  <UnstyledButton onClick={() => ordenar('nome')}>Paciente</UnstyledButton>
</Table.Th>
<Pagination total={data.pagination.last_page} value={page} onChange={goToPage}
  getItemProps={(page) => ({ 'aria-label': \`Página \${page}\` })} />`}
      >
        <TabelaExemplo linhas={PACIENTES_EXEMPLO} />
      </Secao>

      <Secao
        titulo="Esqueleto enquanto carrega"
        descricao="Na primeira leitura aparecem blocos no formato da tabela, anunciados como ocupados a leitores de tela."
        codigo={`{query.isPending && <QueryLoading label="Carregando pacientes" blocks={[32, 32, 32]} />}`}
      >
        <Stack gap="md">
          <Carregamento />
          <QueryLoading
            label="Carregando registro de acessos"
            gap="xs"
            blocks={[28, 28, { h: 28, w: '60%' }]}
          />
        </Stack>
      </Secao>

      <Secao
        titulo="Estado vazio"
        descricao='Sem resultados, a tela diz o que aconteceu e o que fazer: "Nenhum registro encontrado" e a ação que resolve.'
        codigo={`<QueryEmpty icon={<IconSearch />} withIndicatorBackground title="Nenhum registro encontrado"
  description="Nenhum paciente corresponde à busca." actions={<Button>Limpar filtros</Button>} />`}
      >
        <QueryEmpty
          icon={<IconSearch size={28} stroke={1.6} />}
          withIndicatorBackground
          title="Nenhum registro encontrado"
          description="Nenhum paciente corresponde à busca ou ao filtro. Confira a grafia ou limpe os filtros."
          actions={<Button variant="default">Limpar filtros</Button>}
        />
      </Secao>
    </Secoes>
  );
}
