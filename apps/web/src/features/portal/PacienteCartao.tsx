import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ehSecretaria } from '../../api/session';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useLinkDoPortal, usePacienteDoPortal } from './api';
import { DocumentosEntregues } from './DocumentosEntregues';
import { FormulariosDoPortal } from './FormulariosDoPortal';
import { LinkDoPortal } from './LinkDoPortal';

/**
 * "Área do paciente" on the patient file (docs/product.md §17): the patient's link, the forms sent and answered,
 * and (the titular's) the documents delivered with when they were opened. Essencial and Vitalício; the
 * secretária's card has the link and the ficha cadastral only (the API refuses her the rest).
 */
export function PacienteCartao({ pacienteId }: { pacienteId: string }) {
  const plan = usePlan();
  const liberado = plan.has('essencial');
  return (
    <Card component="section" aria-labelledby={`area-do-paciente-${pacienteId}`} mt="md">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5" id={`area-do-paciente-${pacienteId}`}>
            Área do paciente
          </Title>
          {liberado && <EstadoDoLink pacienteId={pacienteId} />}
        </Group>
        {liberado ? <Conteudo pacienteId={pacienteId} /> : <Bloqueado gerencia={plan.gerenciaPlano} />}
      </Stack>
    </Card>
  );
}

function EstadoDoLink({ pacienteId }: { pacienteId: string }) {
  const link = useLinkDoPortal(pacienteId);
  if (!link.data) return null;
  return link.data.ativo ? (
    <Badge variant="light" color="teal">
      Link ativo
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      Sem link
    </Badge>
  );
}

function Conteudo({ pacienteId }: { pacienteId: string }) {
  const paciente = usePacienteDoPortal(pacienteId);
  const link = useLinkDoPortal(pacienteId);
  if (!paciente.data) return null;
  return (
    <>
      <Text fz="sm" c="dimmed">
        Uma página só do paciente, aberta por um link privado: ele confirma ou cancela as sessões, recebe os
        documentos que você entrega e preenche formulários. Para entrar, confirma a data de nascimento.
      </Text>
      <LinkDoPortal paciente={paciente.data} />
      <Divider />
      <FormulariosDoPortal pacienteId={pacienteId} linkAtivo={link.data?.ativo === true} />
      {!ehSecretaria() && (
        <>
          <Divider />
          <DocumentosEntregues pacienteId={pacienteId} />
        </>
      )}
    </>
  );
}

function Bloqueado({ gerencia }: { gerencia: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconLock size={22} stroke={1.6} aria-hidden />
      <Stack gap={6}>
        <Text fz="sm">
          Uma página privada onde o paciente confirma sessões, recebe documentos e preenche formulários. Faz
          parte dos planos Essencial e Vitalício.
        </Text>
        {gerencia && (
          <Anchor component={Link} to={paths.upgrade} fz="sm">
            Conhecer os planos
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}

export default PacienteCartao;
