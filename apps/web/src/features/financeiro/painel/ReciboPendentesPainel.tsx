import { ReciboPendentesAviso } from '../../../components/carne-leao/ReciboPendentesAviso';
import { anoDoCarneLeao, useRecibosPendentes } from '../../../components/carne-leao/useRecibosPendentes';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';

/**
 * The finance dashboard's reminder of the year's payments still without a Receita Saúde receipt. Only on plans with
 * the Carnê-Leão (`essencial`): the dashboard also opens on plans without it, and then nothing is asked.
 */
export function ReciboPendentesPainel({ ano }: { ano: number }) {
  const comCarneLeao = usePlan().has('essencial') && anoDoCarneLeao(ano);
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
