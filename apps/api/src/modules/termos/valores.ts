import { moedaBr } from '@consultorio/contracts/carne-leao';
import { cidadeUf } from '@consultorio/contracts/endereco';
import type { Frequencia, Modalidade } from '@consultorio/contracts/pacientes';
import { dataExtenso, fusoValido, hojeEm } from '@consultorio/contracts/tempo';
import type { ValoresTermo } from '@consultorio/contracts/termos';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { buscarTitular } from '../auth/service.ts';
import type { PacienteRow } from '../pacientes/service.ts';
import { obterConfig } from '../portal/service.ts';

/*
 * Where each placeholder's value comes from (docs/decisions/0080-terms-frozen-and-hashed.md): the profile (name,
 * CRP, default session value and length, city, the online-care fields of Res. CFP 09/2024), the patient (name, value, frequency,
 * modality) and the patient's page settings (the cancelling notice). A value not known yet stays null and the text
 * gets a blank to fill by hand.
 */

const FREQUENCIA: Record<Frequencia, string> = {
  semanal: 'semanal',
  quinzenal: 'quinzenal',
  mensal: 'mensal',
  avulsa: 'avulsa (combinada a cada vez)',
};

const MODALIDADE: Record<Modalidade, string> = {
  presencial: 'presencial',
  online: 'online',
  hibrido: 'híbrida (presencial e online)',
};

/** "avisar com pelo menos 24 horas de antecedência", from the notice the patient's page asks for. */
export const politicaDeCancelamento = (horas: number): string =>
  horas <= 0
    ? 'avisar antes do horário da sessão'
    : `avisar com pelo menos ${horas} ${horas === 1 ? 'hora' : 'horas'} de antecedência`;

const centavos = (c: number | null | undefined): string | null => (c == null ? null : moedaBr(c / 100));

const texto = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);

/** Every placeholder's value for this patient, today in the practice's zone. */
export async function valoresDoTermo(
  ctx: AppContext,
  usuarioId: string,
  paciente: PacienteRow,
): Promise<{ valores: ValoresTermo; fuso: string; cidade: string | null }> {
  const [titular, config] = await Promise.all([buscarTitular(ctx, usuarioId), obterConfig(ctx, usuarioId)]);
  if (!titular) throw notFound();
  const fuso = fusoValido(titular.fuso_horario);
  const cidade = cidadeUf(titular.endereco);
  const valores: ValoresTermo = {
    'paciente.nome': paciente.nome_social || paciente.nome,
    'profissional.nome': titular.nome,
    'profissional.crp': titular.crp,
    valor_sessao: centavos(paciente.valor_sessao_centavos ?? titular.valor_sessao_padrao_centavos),
    duracao_sessao: titular.duracao_sessao_padrao ? `${titular.duracao_sessao_padrao} minutos` : null,
    frequencia: paciente.frequencia ? (FREQUENCIA[paciente.frequencia as Frequencia] ?? null) : null,
    modalidade: paciente.modalidade ? (MODALIDADE[paciente.modalidade as Modalidade] ?? null) : null,
    plataforma_online: texto(titular.plataforma_online),
    politica_cancelamento: politicaDeCancelamento(config.antecedencia_cancelamento_horas),
    encaminhamento_emergencia: texto(titular.encaminhamento_emergencia),
    cidade,
    data: dataExtenso(hojeEm(fuso)),
  };
  return { valores, fuso, cidade };
}
