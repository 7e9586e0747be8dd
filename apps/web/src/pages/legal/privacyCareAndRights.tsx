import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { type LegalSection, mail } from './LegalDocument';
import { LEGAL } from './legalInfo';

/** The Privacy Policy, second half: protection, sharing, the browser, retention, rights, and contacts. */
export const PRIVACY_CARE_AND_RIGHTS: LegalSection[] = [
  {
    id: 'seguranca',
    title: 'Como protegemos os dados',
    content: (
      <>
        <p>Adotamos medidas técnicas e administrativas de segurança (art. 46), entre elas:</p>
        <ul>
          <li>conexões sempre criptografadas (HTTPS/TLS);</li>
          <li>
            criptografia em repouso com <strong>AES-256</strong> (modo GCM) do conteúdo clínico, com chaves
            guardadas separadamente do banco de dados e passíveis de rotação — uma cópia do banco, sozinha,
            não revela nenhuma anotação;
          </li>
          <li>
            senhas protegidas com argon2id; sessões com identificadores aleatórios, que expiram após 30
            minutos sem uso e, em qualquer caso, após 12 horas; bloqueio temporário após tentativas de acesso
            repetidas;
          </li>
          <li>
            isolamento entre contas: cada consulta ao banco de dados é limitada aos dados do próprio Usuário;
          </li>
          <li>
            <strong>trilha de auditoria</strong> de toda visualização, exportação, alteração ou exclusão de
            dados clínicos e de todo acesso, saída e recuperação de senha, com data, hora e endereço IP — o
            Usuário pode consultar a própria trilha;
          </li>
          <li>
            cópias de segurança (backups) criptografadas e, nos planos que incluem o recurso, backup
            automático diário da conta, com as 7 cópias mais recentes disponíveis para download;
          </li>
          <li>verificação do conteúdo dos arquivos anexados e limites de tamanho e de tipo.</li>
        </ul>
        <p>
          Nenhum sistema é invulnerável; por isso mantemos também um procedimento de resposta a incidentes
          (seção 11). Você também protege seus dados ao usar uma senha forte e exclusiva e ao sair do sistema
          em computadores compartilhados.
        </p>
      </>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    content: (
      <>
        <p>Apenas com quem é necessário para o serviço funcionar, sempre no limite do necessário:</p>
        <ul>
          <li>
            <strong>provedores de infraestrutura</strong> (hospedagem, armazenamento de arquivos e envio de
            e-mails), contratados com obrigações de confidencialidade e segurança, que atuam como
            suboperadores;
          </li>
          <li>
            <strong>instituição de pagamento</strong> que processa o PIX, que recebe apenas os dados da
            cobrança do Usuário — nunca dados de pacientes;
          </li>
          <li>
            <strong>autoridades públicas</strong>, quando houver obrigação legal ou ordem judicial;
          </li>
          <li>
            eventual <strong>sucessor</strong> em caso de reorganização societária, que ficará sujeito a esta
            Política.
          </li>
        </ul>
        <p>
          Se algum provedor tratar dados fora do Brasil, a transferência só ocorrerá nas hipóteses do art. 33
          da LGPD, como cláusulas contratuais aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </>
    ),
  },
  {
    id: 'armazenamento-no-navegador',
    title: 'Cookies e armazenamento no navegador',
    content: (
      <>
        <p>
          Não usamos cookies de publicidade nem ferramentas de rastreamento ou de análise de terceiros.
          Guardamos no seu navegador apenas o indispensável para o sistema funcionar:
        </p>
        <ul>
          <li>
            <code>token</code>: o identificador da sua sessão, apagado quando você sai;
          </li>
          <li>
            <code>planInfo</code>: as informações do seu plano, para montar o menu; apagado quando você sai;
          </li>
          <li>
            <code>usuario</code>, <code>sessionTime</code> e <code>authenticated</code>: seu nome e dados
            básicos para exibição e o controle da sessão, apagados ao sair ou ao fechar a aba;
          </li>
          <li>
            <code>theme</code> e <code>sakai.layoutConfig</code>: suas preferências de aparência (tema claro
            ou escuro, cores e menu).
          </li>
        </ul>
        <p>
          Por serem estritamente necessários, esses itens não dependem de consentimento. Você pode apagá-los
          nas configurações do navegador, o que encerra a sessão.
        </p>
      </>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    content: (
      <>
        <ul>
          <li>
            <strong>Prontuários e documentos psicológicos</strong>: o registro documental deve ser guardado
            por no mínimo <strong>5 anos</strong> (Resoluções CFP nº 001/2009 e nº 06/2019). Por isso, um
            paciente com registros clínicos excluído pelo Usuário é arquivado, e os registros apagados ficam
            ocultos; ao fim do prazo legal, o Usuário pode eliminá-los definitivamente (nada é eliminado
            automaticamente).
          </li>
          <li>
            <strong>Dados da conta</strong>: enquanto a conta existir. Ao excluir a conta, eliminamos os
            dados, mantendo apenas o que a lei obriga: registros de acesso por 6 meses, documentos fiscais dos
            pagamentos pelo prazo da legislação tributária e o necessário à defesa de direitos.
          </li>
          <li>
            <strong>Ao encerrar a conta</strong>, o Usuário continua responsável pela guarda dos prontuários
            pelo prazo legal: antes de excluir a conta, exporte seus dados (o sistema oferece a exportação
            completa).
          </li>
          <li>
            <strong>Cópias de segurança</strong> são substituídas em ciclos de até 30 dias; dados eliminados
            deixam de existir nelas ao fim do ciclo.
          </li>
          <li>
            <strong>Mensagens de contato</strong>: até 2 anos após o último contato, ou até você revogar o
            consentimento.
          </li>
          <li>
            <strong>Códigos de recuperação de senha</strong> valem 15 minutos.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos como titular',
    content: (
      <>
        <p>A LGPD (art. 18) garante a você, titular dos dados, o direito de:</p>
        <ul>
          <li>confirmar a existência de tratamento e acessar os seus dados;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>
            pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou
            irregulares;
          </li>
          <li>receber seus dados em formato estruturado (portabilidade);</li>
          <li>pedir a eliminação dos dados tratados com base no seu consentimento e revogá-lo;</li>
          <li>saber com quem compartilhamos seus dados e as consequências de não consentir;</li>
          <li>opor-se a tratamento irregular e peticionar à ANPD.</li>
        </ul>
        <p>
          O Usuário exerce boa parte desses direitos no próprio sistema (perfil, exportação dos dados e
          exclusão da conta). Os demais pedidos podem ser enviados ao Encarregado (seção 13); respondemos em
          até 15 dias e podemos pedir informações para confirmar a sua identidade. Não tomamos decisões
          baseadas unicamente em tratamento automatizado que afetem seus interesses.
        </p>
        <p>
          <strong>Se você é paciente</strong>, o controlador dos seus dados é o psicólogo que o atende: dirija
          seus pedidos a ele. Se o pedido chegar até nós, nós o encaminharemos ao profissional e o apoiaremos
          para que responda dentro do prazo.
        </p>
      </>
    ),
  },
  {
    id: 'incidentes',
    title: 'Incidentes de segurança',
    content: (
      <p>
        Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, nós o comunicaremos à
        ANPD e aos titulares afetados (art. 48), nos prazos da regulamentação da ANPD, informando o que
        aconteceu, os dados envolvidos, os riscos e as medidas adotadas. Quando o incidente envolver dados de
        pacientes, avisaremos o Usuário (controlador) sem demora injustificada, com as informações de que ele
        precisa para cumprir as próprias obrigações, e o apoiaremos nas comunicações.
      </p>
    ),
  },
  {
    id: 'criancas',
    title: 'Crianças e adolescentes',
    content: (
      <p>
        O {LEGAL.produto} se destina a profissionais maiores de idade. Dados de pacientes crianças ou
        adolescentes são registrados pelo Usuário, a quem cabe observar o melhor interesse do paciente, colher
        as autorizações dos responsáveis exigidas pela legislação e pelas normas do CFP e registrar os dados
        do responsável legal.
      </p>
    ),
  },
  {
    id: 'encarregado',
    title: 'Encarregado pelo tratamento de dados (DPO)',
    content: (
      <p>
        Dúvidas, pedidos e reclamações sobre dados pessoais podem ser enviados ao nosso Encarregado pelo
        e-mail {mail(LEGAL.emailPrivacidade)}. Para questões de uso do sistema, escreva para{' '}
        {mail(LEGAL.emailSuporte)}.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Alterações desta Política',
    content: (
      <p>
        Podemos atualizar esta Política para refletir mudanças no serviço ou na legislação. Mudanças
        relevantes serão comunicadas por e-mail e no sistema com antecedência razoável, e a data da última
        atualização fica sempre no topo desta página. Esta Política complementa os{' '}
        <Link to={paths.termosUso}>Termos de Uso</Link>.
      </p>
    ),
  },
];
