import type { AnexoStats } from '@consultorio/contracts/anexos';
import { FilaEnvio } from '../../../components/anexos/FilaEnvio';
import { useEnviarAnexo } from '../api';

/** The upload queue of a patient's attachments: each file goes to the API (`POST anexos/paciente/{id}`). */
export function EnvioAnexos({
  pacienteId,
  stats,
  disabled,
}: {
  pacienteId: string;
  stats: AnexoStats;
  disabled: boolean;
}) {
  const enviar = useEnviarAnexo(pacienteId);
  return <FilaEnvio stats={stats} disabled={disabled} enviar={enviar.mutateAsync} />;
}
