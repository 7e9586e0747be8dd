import { useParams } from 'react-router';
import { PaginaPublica } from '../../features/agendamento-online/pagina-publica/PaginaPublica';
import { AuthCard } from '../components/AuthCard';

/** /agendar/{slug}: a psychologist's public booking page (docs/product.md §16), no login. */
export function AgendarPage() {
  const { slug = '' } = useParams();
  return (
    <AuthCard
      title="Agendar uma sessão"
      subtitle="Escolha um horário livre. Não é preciso criar conta."
      size="sm"
    >
      <title>Agendar uma sessão · Consultório</title>
      <PaginaPublica slug={slug} />
    </AuthCard>
  );
}
