import { FEATURES, type PlanoPublico } from '@consultorio/contracts/planos';
import { Accordion, Anchor, Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useAvailablePlans } from '../../plano/api';
import { FEATURE_SHORT, limiteLabel, listaPt, precoLabel } from '../../plano/format';
import { paths } from '../../routes/paths';
import classes from './FaqPage.module.css';
import { type Question, TOPICS } from './questions';

function PlanosResposta({ planos }: { planos: PlanoPublico[] | undefined }) {
  if (!planos) return <Skeleton h={80} />;
  return (
    <Stack gap="xs">
      <List fz="sm" spacing="xs">
        {planos.map((p) => {
          const recursos = FEATURES.filter((f) => p.features[f]).map((f) => FEATURE_SHORT[f]);
          return (
            <List.Item key={p.slug}>
              <Text span fw={600} fz="sm">
                {p.nome}
              </Text>{' '}
              ({precoLabel(p)}): {limiteLabel(p.limite_pacientes, 'paciente', 'pacientes')} e{' '}
              {limiteLabel(p.anexos_limite, 'anexo', 'anexos')}
              {recursos.length > 0 ? `; ${listaPt(recursos)}.` : '.'}
            </List.Item>
          );
        })}
      </List>
      <Text fz="sm">
        Compare os planos lado a lado em{' '}
        <Anchor inherit component={Link} to={paths.upgrade}>
          Upgrade do plano
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

const MUDAR_PLANO: Question = {
  id: 'mudar-plano',
  pergunta: 'Como mudo de plano?',
  resposta: (
    <Text fz="sm" lh={1.65}>
      Em{' '}
      <Anchor inherit component={Link} to={paths.configuracoes}>
        Gerenciar Plano
      </Anchor>
      , escolha o novo plano e pague via PIX. O novo plano é liberado assim que o pagamento é confirmado, sem
      perder nenhum dado.
    </Text>
  ),
};

function Topic({ titulo, perguntas }: { titulo: string; perguntas: Question[] }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="h4">
        {titulo}
      </Title>
      <Accordion variant="separated" chevronPosition="right" multiple classNames={{ item: classes.item }}>
        {perguntas.map((q) => (
          <Accordion.Item key={q.id} value={q.id}>
            <Accordion.Control>
              <Text fw={500}>{q.pergunta}</Text>
            </Accordion.Control>
            <Accordion.Panel>{q.resposta}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/** /faq: real questions and answers about plans, secrecy, backups, Carnê-Leão and the account. */
export function FaqPage() {
  const { data: planos, isError } = useAvailablePlans();
  const planosPergunta: Question = {
    id: 'planos',
    pergunta: 'Quais são os planos e o que cada um inclui?',
    resposta: isError ? (
      <Text fz="sm">Não foi possível carregar os planos agora. Tente novamente em instantes.</Text>
    ) : (
      <PlanosResposta planos={planos} />
    ),
  };
  return (
    <>
      <PageHeader
        title="Dúvidas frequentes"
        description="Respostas curtas sobre planos, sigilo e segurança dos dados, backups e Carnê-Leão."
      />
      <Stack gap="xl">
        <Topic titulo="Planos e limites" perguntas={[planosPergunta, MUDAR_PLANO]} />
        {TOPICS.map((t) => (
          <Topic key={t.titulo} titulo={t.titulo} perguntas={t.perguntas} />
        ))}
        <Card>
          <Text fw={600}>Não encontrou sua resposta?</Text>
          <Text fz="sm" c="dimmed">
            Fale com a gente pelo formulário de contato da{' '}
            <Anchor inherit component={Link} to={paths.home}>
              página inicial
            </Anchor>
            .
          </Text>
        </Card>
      </Stack>
    </>
  );
}
