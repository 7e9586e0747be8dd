import { ANO_MINIMO_CARNE_LEAO, anoMaximoCarneLeao } from '@consultorio/contracts/carne-leao';
import { ReciboPendentesAviso } from '../../../components/carne-leao/ReciboPendentesAviso';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { useRecibosPendentes } from '../api';

/**
 * The finance dashboard's reminder of the year's payments still without a Receita Saúde receipt. Only on plans with
 * the Carnê-Leão (`essencial`): the dashboard also opens on plans without it, and then nothing is asked.
 */
export function ReciboPendentesPainel({ ano }: { ano: number }) {
  // The Carnê-Leão's years only (2024 … next year): the month picker goes further back.
  const comCarneLeao =
    usePlan().has('essencial') && ano >= ANO_MINIMO_CARNE_LEAO && ano <= anoMaximoCarneLeao();
  const { data } = useRecibosPendentes(ano, comCarneLeao);
  if (!comCarneLeao) return null;
  return (
    <ReciboPendentesAviso
      quantidade={data?.recibos_pendentes}
      to={paths.carneLeao.escrituracao({ ano })}
      mb="lg"
    />
  );
}
