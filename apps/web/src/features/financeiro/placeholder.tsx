import { ComingSoon } from '../../layout/ComingSoon';

export const FinanceiroPainel = () => (
  <ComingSoon
    title="Gestão Financeira"
    description="Receitas, despesas e valores a receber do consultório, em breve."
  />
);
export const FinanceiroLista = () => (
  <ComingSoon
    title="Lançamentos"
    description="A lista de lançamentos financeiros estará disponível em breve."
  />
);
export const FinanceiroNovo = () => (
  <ComingSoon
    title="Novo lançamento"
    description="O registro de receitas e despesas estará disponível em breve."
  />
);
export const FinanceiroEditar = () => (
  <ComingSoon title="Editar lançamento" description="A edição de lançamentos estará disponível em breve." />
);
