import { MSG_TERMOS } from '@consultorio/contracts/termos';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../api/client';
import { paths } from '../../routes/paths';

/**
 * The notice for a minor without a signed guardian's authorisation (Res. CFP 13/2022 art. 12), in the patient file
 * and in the session form: a notice, never a block — where no guardian comes forward, care may go on (Código de
 * Ética art. 8 §1; docs/decisions/0082-guardian-authorisation-notice.md). Reads the terms area's list under its key
 * (['termos', pacienteId], features/termos/api.ts); shows nothing while loading or on an error.
 */
export function AvisoAutorizacao({
  pacienteId,
  compacto = false,
}: {
  pacienteId: string;
  compacto?: boolean;
}) {
  const query = useQuery({
    queryKey: ['termos', pacienteId] as const,
    queryFn: ({ signal }) => call('termos.list', { params: { id: pacienteId }, signal, silent: true }),
  });
  if (query.data?.autorizacao_responsavel !== 'pendente') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} stroke={1.8} />}
      title="Falta a autorização do responsável"
      data-testid="aviso-autorizacao"
    >
      <Text fz="sm">{MSG_TERMOS.avisoMenor}</Text>
      {!compacto && (
        <Text fz="sm" mt={4}>
          O atendimento pode continuar; envie a autorização para um responsável assinar na área do paciente.{' '}
          <Anchor component={Link} to={paths.pacientes.ficha(pacienteId, 'termos')} fz="sm" fw={600}>
            Ir para Termos
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}
