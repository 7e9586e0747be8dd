import { useNavigate, useParams } from 'react-router';
import { AceitarConvite } from '../../features/equipe/AceitarConvite';
import { paths } from '../../routes/paths';
import { AuthCard } from '../components/AuthCard';

/** /convite/{token}: the secretária's invitation link, public (docs/product.md §15); she starts at the agenda. */
export function ConvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard title="Convite para a equipe" subtitle="Crie sua senha para entrar no consultório.">
      <title>Convite para a equipe · Consultório</title>
      <AceitarConvite token={token} onAceito={() => navigate(paths.agenda, { replace: true })} />
    </AuthCard>
  );
}
