import { ComingSoon } from '../../layout/ComingSoon';

export const Agendamentos = () => (
  <ComingSoon
    title="Agendamentos"
    description="A agenda de atendimentos, com visão de mês, semana e dia, chega em breve."
  />
);
