import { isMenorDeIdade } from '@consultorio/contracts/pacientes';
import type { PacienteRow } from '../pacientes/service.ts';

/**
 * The payer of a patient's receita by default: the patient, or the responsável of a minor (then the patient is the
 * beneficiary) — the CPF pair the Carnê-Leão asks for (IN RFB 1.531/2014).
 */
export function pagadorDoPaciente(
  p: Pick<PacienteRow, 'nome' | 'cpf' | 'data_nascimento' | 'responsavel'>,
  hoje: string,
): { pagador_nome: string; pagador_cpf: string | null; beneficiario_cpf: string | null } {
  const resp = p.responsavel;
  if (isMenorDeIdade(p.data_nascimento, hoje) && resp?.nome) {
    return { pagador_nome: resp.nome, pagador_cpf: resp.cpf ?? null, beneficiario_cpf: p.cpf ?? null };
  }
  return { pagador_nome: p.nome, pagador_cpf: p.cpf ?? null, beneficiario_cpf: null };
}
