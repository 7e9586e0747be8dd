import { useParams } from 'react-router';
import { ConfirmarPresenca } from '../../features/lembretes/ConfirmarPresenca';
import { AuthCard } from '../components/AuthCard';

/** /confirmar/{token}: the reminder's link, public (docs/product.md §13). */
export function ConfirmarPage() {
  const { token = '' } = useParams();
  return (
    <AuthCard title="Lembrete de sessão" subtitle="Confirme sua presença ou avise se não puder ir.">
      <title>Lembrete de sessão · Consultório</title>
      <ConfirmarPresenca token={token} />
    </AuthCard>
  );
}
