import { ComingSoon } from '../../layout/ComingSoon';

export const Anexos = () => (
  <ComingSoon
    title="Anexos"
    description="Documentos e arquivos do paciente poderão ser enviados aqui em breve."
  />
);
