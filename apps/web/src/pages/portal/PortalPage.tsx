import { useParams } from 'react-router';
import { Entrada } from '../../features/portal/paciente/Entrada';
import { PortalSecoes } from '../../features/portal/paciente/PortalSecoes';
import { useSessaoDoPortal } from '../../features/portal/paciente/useSessaoDoPortal';
import { AuthCard } from '../components/AuthCard';

/**
 * /portal/{token}: the patient's own page (docs/product.md §17), in the frame of the pages opened from a
 * psychologist's link (no product menu). The entry asks the birth date (or an e-mailed code); once in, the sections.
 * Another link opened in the same tab starts over (`key`): a session belongs to the link it entered by.
 */
export function PortalPage() {
  const { token = '' } = useParams();
  return <AreaDoPaciente key={token} token={token} />;
}

function AreaDoPaciente({ token }: { token: string }) {
  const { sessao, aviso, entrou, sair } = useSessaoDoPortal(token);
  if (!sessao) {
    return (
      <AuthCard title="Área do paciente" subtitle="Sessões, documentos e formulários do seu atendimento.">
        <title>Área do paciente · Consultório</title>
        <Entrada token={token} aviso={aviso} onEntrou={entrou} />
      </AuthCard>
    );
  }
  return (
    <>
      <title>Área do paciente · Consultório</title>
      <PortalSecoes token={token} sessao={sessao} onSair={() => void sair()} />
    </>
  );
}
