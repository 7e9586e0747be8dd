import { ANO_MINIMO_CARNE_LEAO, anoMaximoCarneLeao } from '@consultorio/contracts/carne-leao';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ReciboPendentesAviso } from '../../../components/carne-leao/ReciboPendentesAviso';
import { paths } from '../../../routes/paths';
import { useRecibosPendentes } from './api';

/** The Carnê-Leão page's reminder: the year's payments still without a Receita Saúde receipt. */
export function ReciboPendentesDoAno({ ano }: { ano: number }) {
  const { data } = useRecibosPendentes(ano, ano >= ANO_MINIMO_CARNE_LEAO && ano <= anoMaximoCarneLeao());
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
