import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import readme from '../../../../../../README.md?raw';
import { PAGINAS_GALERIA } from '../catalogo';
import classes from '../galeria.module.css';
import { Markdown } from '../Markdown';
import { Secao, Secoes } from '../Secao';

/** /documentation: the gallery's pages, the API's documentation and the repository's README. */
export function DocumentationPage() {
  const paginas = PAGINAS_GALERIA.filter((p) => p.path !== '/documentation');
  return (
    <Secoes>
      <Secao
        titulo="Galeria de componentes"
        descricao="Cada página mostra, com dados de exemplo, os componentes que as telas do produto usam, nas cores do painel de aparência (tema, cor primária, superfície e modo escuro)."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" className={classes.grade}>
          {paginas.map((p) => (
            <Card key={p.path} withBorder padding="sm" component="li">
              <Anchor component={Link} to={p.path} fw={600} underline="always">
                {p.titulo}
              </Anchor>
              <Text fz="xs" c="dimmed" mt={2}>
                {p.descricao}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Secao>

      <Secao titulo="API" descricao="Todas as rotas, com parâmetros, respostas e erros, no formato OpenAPI.">
        <Stack gap={4}>
          <Anchor href="/api/docs" target="_blank" rel="noreferrer" fw={600} underline="always">
            Documentação da API (/api/docs) <IconExternalLink size={14} stroke={1.8} aria-hidden="true" />
          </Anchor>
          <Text fz="xs" c="dimmed">
            Abre em uma nova aba.
          </Text>
        </Stack>
      </Secao>

      <Secao titulo="README do projeto" descricao="O arquivo README.md do repositório, como está no código.">
        <Markdown texto={readme} nivelBase={4} />
      </Secao>
    </Secoes>
  );
}
