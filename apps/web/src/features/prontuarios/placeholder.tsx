import { ComingSoon } from '../../layout/ComingSoon';

export const Prontuarios = () => (
  <ComingSoon
    title="Prontuários"
    description="Os registros de evolução de cada sessão, guardados com criptografia, estarão aqui em breve."
  />
);
