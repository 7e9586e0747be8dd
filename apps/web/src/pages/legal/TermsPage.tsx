import { PLAN_SEEDS } from '@consultorio/contracts/planos';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { paths } from '../../routes/paths';
import { LegalDocument, type LegalSection, mail } from './LegalDocument';
import { LEGAL } from './legalInfo';

const preco = (slug: string) => formatMoney(PLAN_SEEDS.find((p) => p.slug === slug)?.preco ?? 0);

const SECTIONS: LegalSection[] = [
  {
    id: 'aceitacao',
    title: 'Aceitação',
    content: (
      <p>
        Ao criar uma conta, você declara que leu e aceita estes Termos e a{' '}
        <Link to={paths.politicaPrivacidade}>Política de Privacidade</Link>. Se não concordar, não utilize o
        sistema. Nestes Termos, “{LEGAL.produto}”, “nós” ou “Plataforma” é o serviço e quem o oferece;
        “Usuário” ou “você” é o profissional titular da conta; “Pacientes” são as pessoas atendidas pelo
        Usuário.
      </p>
    ),
  },
  {
    id: 'servico',
    title: 'O serviço',
    content: (
      <>
        <p>
          O {LEGAL.produto} é um sistema on-line de gestão de consultório de psicologia: cadastro de
          pacientes, anamnese, prontuário, agenda, sessões, anexos, controle financeiro e cálculo do
          Carnê-Leão, conforme o plano contratado.
        </p>
        <ul>
          <li>
            É uma ferramenta de apoio: não presta serviços psicológicos, não substitui o julgamento
            profissional e não decide nada sobre o atendimento.
          </li>
          <li>
            O cálculo do Carnê-Leão é uma estimativa feita com as informações lançadas pelo Usuário e as
            tabelas vigentes. O lançamento oficial, a emissão do DARF e o pagamento são feitos pelo Usuário no
            Carnê-Leão Web da Receita Federal, e o {LEGAL.produto} não presta assessoria contábil ou
            tributária.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'conta',
    title: 'Cadastro e conta',
    content: (
      <ul>
        <li>
          A conta é pessoal e destinada a psicólogas e psicólogos com inscrição ativa em um Conselho Regional
          de Psicologia. Podemos verificar o CRP informado e suspender contas com dados falsos.
        </li>
        <li>Você se compromete a informar dados verdadeiros e a mantê-los atualizados.</li>
        <li>
          A senha é pessoal e intransferível. Não compartilhe a conta; você responde pelo que for feito com
          ela. Se suspeitar de acesso indevido, troque a senha e avise-nos em {mail(LEGAL.emailSuporte)}.
        </li>
      </ul>
    ),
  },
  {
    id: 'planos',
    title: 'Planos e limites',
    content: (
      <>
        <p>
          Toda conta começa no plano <strong>Gratuito</strong>, com limites de pacientes e de anexos e sem
          alguns recursos. Os planos pagos são:
        </p>
        <ul>
          <li>
            <strong>Essencial</strong> — {preco('essencial')} por período de 30 dias, pago antecipadamente,
            sem renovação automática;
          </li>
          <li>
            <strong>Vitalício</strong> — {preco('vitalicio')} em pagamento único, com todos os recursos e sem
            limites, por tempo indeterminado enquanto o {LEGAL.produto} for oferecido.
          </li>
        </ul>
        <p>
          Os recursos e limites de cada plano são os exibidos na{' '}
          <Link to={`${paths.home}#planos`}>página de planos</Link> e na tela de mudança de plano. Podemos
          alterar planos e preços para períodos futuros, com aviso de pelo menos 30 dias; períodos já pagos
          não são afetados. Se o {LEGAL.produto} deixar de ser oferecido, avisaremos com pelo menos 90 dias de
          antecedência, para que todos possam exportar seus dados.
        </p>
      </>
    ),
  },
  {
    id: 'pagamento',
    title: 'Pagamento via PIX',
    content: (
      <ul>
        <li>
          Os pagamentos são feitos por PIX, com QR Code ou código “copia e cola” gerado no sistema e válido
          até o horário informado na tela.
        </li>
        <li>O plano é ativado assim que a instituição de pagamento confirma o PIX.</li>
        <li>
          No Essencial, cada pagamento vale 30 dias. Avisamos antes do vencimento; se o período terminar sem
          renovação, o plano fica <strong>pausado</strong>: nenhum dado é apagado e o acesso aos dados
          continua, mas recursos como agenda, financeiro, cadastro de novos pacientes e envio de anexos ficam
          bloqueados até o novo pagamento.
        </li>
        <li>O comprovante e o documento fiscal do pagamento são emitidos conforme a legislação.</li>
      </ul>
    ),
  },
  {
    id: 'cancelamento',
    title: 'Cancelamento e reembolso',
    content: (
      <ul>
        <li>
          Não há fidelidade nem multa. Para cancelar o Essencial, basta não renovar; o plano permanece ativo
          até o fim do período pago.
        </li>
        <li>
          Você pode pedir o reembolso integral de qualquer pagamento em até 7 dias após realizá-lo (direito de
          arrependimento, art. 49 do Código de Defesa do Consumidor), escrevendo para{' '}
          {mail(LEGAL.emailSuporte)}. O valor é devolvido por PIX e o plano volta ao Gratuito. Depois desse
          prazo não há reembolso proporcional de períodos já iniciados.
        </li>
        <li>
          Você pode exportar todos os seus dados e excluir a conta a qualquer momento, no próprio sistema.
          Antes disso, lembre-se de que a guarda dos prontuários pelo prazo legal é sua responsabilidade.
        </li>
      </ul>
    ),
  },
  {
    id: 'responsabilidades-usuario',
    title: 'Responsabilidades do Usuário',
    content: (
      <>
        <p>Como profissional e controlador dos dados dos seus pacientes, você se compromete a:</p>
        <ul>
          <li>
            registrar dados de pacientes apenas para finalidades ligadas ao atendimento, com base legal
            adequada, e informá-los sobre o uso de sistema eletrônico para os registros;
          </li>
          <li>
            observar o Código de Ética Profissional do Psicólogo, o sigilo profissional e as resoluções do CFP
            — entre elas as Resoluções nº 001/2009 (registro documental), nº 06/2019 (documentos escritos) e
            nº 09/2024 (prática profissional mediada por tecnologias digitais de informação e comunicação, o
            atendimento online);
          </li>
          <li>
            colher as autorizações de responsáveis legais exigidas para o atendimento de crianças e
            adolescentes;
          </li>
          <li>
            cuidar do conteúdo que registra e dos documentos que emite, e da guarda dos prontuários pelo prazo
            legal, inclusive ao encerrar a conta;
          </li>
          <li>
            não enviar conteúdo ilícito ou arquivos maliciosos, não tentar acessar dados de outras contas nem
            burlar limites ou medidas de segurança, e não revender o acesso ao sistema.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'responsabilidades-plataforma',
    title: 'Responsabilidades do Consultório',
    content: (
      <ul>
        <li>
          Prestar o serviço com diligência e tratar os dados dos pacientes apenas como operador, segundo as
          instruções do Usuário e a <Link to={paths.politicaPrivacidade}>Política de Privacidade</Link>.
        </li>
        <li>
          Manter as medidas de segurança descritas na Política de Privacidade: criptografia AES-256 do
          conteúdo clínico, trilha de auditoria, controle de acesso e cópias de segurança.
        </li>
        <li>
          Buscar a maior disponibilidade possível. Manutenções programadas serão avisadas com antecedência
          sempre que possível; o serviço pode ficar indisponível por motivos técnicos ou de força maior.
        </li>
        <li>Comunicar incidentes de segurança ao Usuário e às autoridades, conforme a LGPD.</li>
        <li>Oferecer suporte por e-mail em dias úteis.</li>
      </ul>
    ),
  },
  {
    id: 'limitacao',
    title: 'Limitação de responsabilidade',
    content: (
      <p>
        O {LEGAL.produto} não responde pelo conteúdo registrado pelo Usuário, pelas decisões clínicas, fiscais
        ou financeiras tomadas com base no sistema, por danos causados pelo uso indevido da conta decorrente
        da falta de cuidado com a senha, nem por eventos de caso fortuito ou força maior. Na extensão
        permitida pela lei, a responsabilidade do {LEGAL.produto} por danos ligados ao serviço fica limitada
        ao valor pago pelo Usuário nos 12 meses anteriores ao fato. Essa limitação não se aplica a casos de
        dolo ou culpa grave, nem quando a lei não a admitir.
      </p>
    ),
  },
  {
    id: 'propriedade',
    title: 'Propriedade intelectual e dos dados',
    content: (
      <p>
        O software, a marca e o conteúdo do {LEGAL.produto} pertencem aos seus titulares; a conta dá a você
        uma licença de uso pessoal, não exclusiva e intransferível, durante a vigência destes Termos. Os dados
        que você registra são seus e dos seus pacientes: não reivindicamos nenhum direito sobre eles além do
        necessário para prestar o serviço.
      </p>
    ),
  },
  {
    id: 'suspensao',
    title: 'Suspensão e encerramento',
    content: (
      <p>
        Podemos suspender ou encerrar contas que violem estes Termos ou a lei, com aviso prévio, salvo quando
        a demora puder agravar risco à segurança de dados ou de terceiros. Em qualquer encerramento por nossa
        iniciativa, os dados ficam disponíveis para exportação por 30 dias, exceto quando a lei ou ordem
        judicial impedir.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações dos Termos',
    content: (
      <p>
        Podemos alterar estes Termos. Mudanças relevantes serão avisadas por e-mail e no sistema com pelo
        menos 30 dias de antecedência. Se não concordar com a nova versão, você pode cancelar e exportar seus
        dados antes de ela entrar em vigor; continuar usando o sistema depois disso significa aceitá-la.
      </p>
    ),
  },
  {
    id: 'foro',
    title: 'Lei aplicável e foro',
    content: (
      <p>
        Estes Termos são regidos pelas leis brasileiras. Fica eleito o foro da comarca do domicílio do Usuário
        para resolver qualquer questão deles decorrente. Antes de recorrer ao Judiciário, convidamos você a
        falar conosco em {mail(LEGAL.emailSuporte)} — a maioria das questões se resolve rapidamente assim.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Termos de Uso"
      summary={
        <>
          O {LEGAL.produto} é uma ferramenta de gestão para psicólogos. Você é responsável pelo que registra e
          pelo sigilo profissional; nós cuidamos da segurança e só tratamos os dados para prestar o serviço.
          Pagamento via PIX, sem fidelidade, com reembolso em até 7 dias e exportação dos seus dados a
          qualquer momento.
        </>
      }
      intro={
        <p>
          Estes Termos de Uso regulam o uso do {LEGAL.produto} por psicólogas e psicólogos. Leia-os com
          atenção: eles explicam o que oferecemos, como funcionam os planos e os pagamentos, e quais são as
          responsabilidades de cada parte.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
