import { Accordion, Box, Container } from '@mantine/core';
import sectionClasses from '../components/public.module.css';
import { SectionTitle } from './SectionTitle';

const QUESTIONS = [
  {
    q: 'Quem consegue ler os meus prontuários?',
    a: 'Somente você, com a sua senha. O conteúdo clínico é guardado criptografado, a equipe técnica não o consulta e cada acesso fica registrado na trilha de auditoria, que você pode conferir a qualquer momento.',
  },
  {
    q: 'Preciso pedir autorização aos pacientes para usar o sistema?',
    a: 'Os dados de saúde que você registra no exercício da profissão têm base legal própria na LGPD (art. 11, II, "f": tutela da saúde por profissionais de saúde). Ainda assim, recomendamos informar no contrato terapêutico que os registros são mantidos em sistema eletrônico seguro.',
  },
  {
    q: 'O sistema atende às resoluções do CFP?',
    a: 'Sim. O prontuário segue o conteúdo exigido pela Resolução CFP nº 001/2009 (identificação, avaliação da demanda, evolução, procedimentos, encaminhamentos e encerramento), é guardado por no mínimo 5 anos e pode ser exportado em PDF com os seus dados e o seu CRP.',
  },
  {
    q: 'Como funciona o pagamento?',
    a: 'Por PIX, direto no sistema. O plano Essencial vale por 30 dias a cada pagamento e não é renovado automaticamente; se você não renovar, o plano fica pausado e nenhum dado é perdido. O Vitalício é um pagamento único.',
  },
  {
    q: 'O Consultório entrega o Carnê-Leão por mim?',
    a: 'O Consultório calcula o imposto do mês a partir dos recebimentos de pessoas físicas e das despesas dedutíveis do livro-caixa, e gera um resumo em PDF. O lançamento oficial e a emissão do DARF continuam sendo feitos por você no Carnê-Leão Web, no portal e-CAC da Receita Federal.',
  },
  {
    q: 'E se eu quiser sair?',
    a: 'Você pode exportar todos os seus dados (em formato aberto, com os anexos) e excluir a conta quando quiser, sem multa. Lembre-se de que a guarda dos prontuários pelo prazo legal é responsabilidade do profissional.',
  },
];

export function FaqSection() {
  return (
    <Box component="section" id="duvidas" className={sectionClasses.sectionAlt} py={{ base: 56, md: 96 }}>
      <Container size="md">
        <SectionTitle eyebrow="Dúvidas" title="Perguntas frequentes" />
        <Accordion
          variant="separated"
          radius="md"
          styles={{
            item: {
              backgroundColor: 'var(--mantine-color-body)',
              border: '1px solid var(--mantine-color-default-border)',
            },
          }}
        >
          {QUESTIONS.map(({ q, a }) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.Control fw={600}>{q}</Accordion.Control>
              <Accordion.Panel c="dimmed">{a}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
