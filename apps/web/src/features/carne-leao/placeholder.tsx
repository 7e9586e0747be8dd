import { ComingSoon } from '../../components/ComingSoon';

export const CarneLeaoLista = () => (
  <ComingSoon
    title="Carnê-Leão"
    description="O cálculo mensal do imposto sobre o que você recebe de pessoas físicas chega em breve."
  />
);
export const CarneLeaoGerar = () => (
  <ComingSoon title="Gerar carnê" description="A geração do Carnê-Leão do mês estará disponível em breve." />
);
export const CarneLeaoDetalhes = () => (
  <ComingSoon
    title="Detalhes do carnê"
    description="Os detalhes de cada cálculo estarão disponíveis em breve."
  />
);
