import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ReciboPendentesAviso } from '../../../components/carne-leao/ReciboPendentesAviso';
import { useRecibosPendentes } from '../../../components/carne-leao/useRecibosPendentes';
import { paths } from '../../../routes/paths';

/** The Carnê-Leão page's reminder: the year's payments still without a Receita Saúde receipt. */
export function ReciboPendentesDoAno({ ano }: { ano: number }) {
  const { data } = useRecibosPendentes(ano);
  return (
    <ReciboPendentesAviso
      quantidade={data?.recibos_pendentes}
      to={paths.carneLeao.escrituracao({ ano })}
      mb="md"
    />
  );
}

/** The Carnê-Leão page's way to the import page. */
export function EscrituracaoBotao({ ano }: { ano: number }) {
  return (
    <Button
      component={Link}
      to={paths.carneLeao.escrituracao({ ano })}
      variant="default"
      leftSection={<IconFileImport size={17} stroke={1.7} />}
    >
      Escrituração e Receita Saúde
    </Button>
  );
}
