import { ComingSoon } from '../../layout/ComingSoon';
import { PageHeader } from '../../layout/PageHeader';

/** Placeholders of the patients area until its issue lands. */
export function PacientesLista() {
  return (
    <>
      <PageHeader title="Pacientes" description="Cadastro, status de tratamento e ficha de cada paciente." />
      <ComingSoon
        title="Lista de pacientes"
        description="Aqui você verá seus pacientes, com busca por nome, CPF ou e-mail e o status de cada tratamento."
      />
    </>
  );
}

export const PacienteCadastro = () => (
  <ComingSoon title="Novo paciente" description="O cadastro de pacientes estará disponível em breve." />
);
export const PacienteEditar = () => (
  <ComingSoon title="Editar paciente" description="A edição de pacientes estará disponível em breve." />
);
export const PacienteFicha = () => (
  <ComingSoon
    title="Ficha do paciente"
    description="Dados, anamnese, sessões, prontuário, agenda, anexos e financeiro em uma só página."
  />
);
