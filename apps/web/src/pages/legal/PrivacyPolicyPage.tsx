import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LEGAL } from './legalInfo';

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

const SECTIONS: LegalSection[] = [
  {
    id: 'a-quem-se-aplica',
    title: 'A quem esta Política se aplica',
    content: (
      <>
        <p>Esta Política se aplica a três grupos de pessoas:</p>
        <ul>
          <li>
            <strong>Usuários</strong>: psicólogas e psicólogos que criam uma conta para gerir o próprio
            consultório;
          </li>
          <li>
            <strong>Pacientes</strong> e pessoas relacionadas a eles (responsáveis legais, contatos de
            emergência), cujos dados são registrados pelo Usuário no exercício da profissão;
          </li>
          <li>
            <strong>Visitantes</strong> do site que nos enviam uma mensagem pelo formulário de contato.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'controlador-e-operador',
    title: 'Quem decide sobre os dados: controlador e operador',
    content: (
      <>
        <p>
          A LGPD distingue quem toma as decisões sobre o tratamento de dados pessoais (o <em>controlador</em>,
          art. 5º, VI) de quem trata os dados em nome dele (o <em>operador</em>, art. 5º, VII). No
          Consultório:
        </p>
        <ul>
          <li>
            <strong>Dados de pacientes</strong> (cadastro, anamnese, prontuário, sessões, agenda, lançamentos
            financeiros e anexos): o <strong>Usuário é o controlador</strong> — é ele quem decide o que
            registrar e para qual finalidade, e quem responde pelo sigilo profissional. O {LEGAL.produto} é o{' '}
            <strong>operador</strong>: trata esses dados somente para prestar o serviço ao Usuário e conforme
            as instruções dele (art. 39), sem usá-los para nenhuma finalidade própria.
          </li>
          <li>
            <strong>Dados da conta do Usuário</strong>, dos pagamentos e das mensagens de contato: o{' '}
            {LEGAL.produto} é o controlador.
          </li>
        </ul>
        <p>
          Não vendemos, alugamos nem cedemos dados pessoais, não os usamos para publicidade ou formação de
          perfis e não os usamos para treinar modelos de inteligência artificial.
        </p>
      </>
    ),
  },
  {
    id: 'dados-tratados',
    title: 'Quais dados tratamos',
    content: (
      <>
        <h3>Dados do Usuário</h3>
        <ul>
          <li>
            identificação profissional e contato: nome, e-mail, CPF, número de inscrição no CRP e telefone;
          </li>
          <li>
            senha — guardada apenas como resumo criptográfico irreversível (argon2id), nunca em texto legível;
          </li>
          <li>
            dados de perfil que o Usuário escolher informar: data de nascimento, endereço, valor e duração
            padrão da sessão e fuso horário;
          </li>
          <li>
            plano contratado e histórico de pagamentos (valor, data, situação e identificador da cobrança PIX
            — não recebemos senhas nem dados completos de conta bancária);
          </li>
          <li>registros de acesso: endereço IP, data e hora, e as ações realizadas no sistema.</li>
        </ul>
        <h3>Dados de pacientes, registrados pelo Usuário</h3>
        <ul>
          <li>
            identificação e contato: nome, nome social, data de nascimento, CPF, RG, gênero, e-mail, telefone,
            endereço, profissão, escolaridade e estado civil;
          </li>
          <li>responsável legal (para menores de 18 anos) e contato de emergência;</li>
          <li>
            informações do atendimento: modalidade, frequência, valores, situação do tratamento, sessões,
            presenças e faltas, agendamentos e pagamentos;
          </li>
          <li>anamnese, registros de prontuário e documentos anexados.</li>
        </ul>
        <p>
          Parte desses dados são <strong>dados pessoais sensíveis</strong> referentes à saúde (art. 5º, II) e
          podem incluir dados de crianças e adolescentes, cujo tratamento deve atender ao seu melhor interesse
          (art. 14).
        </p>
        <h3>Dados de visitantes</h3>
        <p>Nome, e-mail, telefone (opcional), a mensagem enviada e o registro do seu consentimento.</p>
      </>
    ),
  },
  {
    id: 'finalidades-e-bases-legais',
    title: 'Para que usamos os dados e com qual base legal',
    content: (
      <>
        <ul>
          <li>
            <strong>Criar e manter a conta, autenticar o acesso e prestar o serviço contratado</strong> —
            execução de contrato (art. 7º, V).
          </li>
          <li>
            <strong>Evitar cadastros duplicados, prevenir fraudes e proteger a plataforma</strong> (por
            exemplo, limitar tentativas de acesso) — legítimo interesse (art. 7º, IX) e execução de contrato.
          </li>
          <li>
            <strong>Cobrar os planos e manter os registros fiscais dos pagamentos</strong> — execução de
            contrato e cumprimento de obrigação legal (art. 7º, II e V).
          </li>
          <li>
            <strong>Guardar os registros de acesso à aplicação por 6 meses</strong> — obrigação legal (Marco
            Civil da Internet, Lei nº 12.965/2014, art. 15).
          </li>
          <li>
            <strong>Enviar avisos sobre o serviço</strong> (segurança, cobrança, mudanças nestes documentos) —
            execução de contrato. Mensagens promocionais só com o seu consentimento.
          </li>
          <li>
            <strong>Responder a quem nos escreve pelo formulário de contato</strong> — consentimento (art. 7º,
            I), que pode ser revogado a qualquer momento.
          </li>
          <li>
            <strong>Defender direitos em processos judiciais, administrativos ou arbitrais</strong> —
            exercício regular de direitos (art. 7º, VI, e art. 11, II, d).
          </li>
        </ul>
        <p>
          Os <strong>dados de saúde dos pacientes</strong> são tratados pelo Usuário, como controlador, com
          fundamento principalmente no art. 11, II, da LGPD: <em>tutela da saúde</em>, em procedimento
          realizado por profissional de saúde (alínea f), e{' '}
          <em>cumprimento de obrigação legal ou regulatória</em> — como o dever de registro documental e de
          guarda do prontuário imposto pelo Conselho Federal de Psicologia (alínea a). Cabe ao Usuário avaliar
          a base aplicável a cada situação e informar seus pacientes sobre o uso de sistema eletrônico para os
          registros, o que recomendamos fazer no contrato terapêutico.
        </p>
      </>
    ),
  },
  {
    id: 'sigilo-profissional',
    title: 'Sigilo profissional',
    content: (
      <>
        <p>
          O Código de Ética Profissional do Psicólogo (Resolução CFP nº 010/2005, arts. 9º a 12) impõe o dever
          de sigilo sobre as informações obtidas no exercício da profissão. O {LEGAL.produto} foi construído
          para preservá-lo:
        </p>
        <ul>
          <li>somente o Usuário, com a própria senha, acessa os dados dos seus pacientes;</li>
          <li>
            o conteúdo clínico (prontuário, anamnese e observações de sessão) é guardado criptografado, e
            nossa equipe não o consulta; o acesso técnico à infraestrutura é restrito, individual e
            registrado;
          </li>
          <li>
            dados só são fornecidos a autoridades mediante ordem judicial ou obrigação legal, na medida
            estritamente necessária, e o Usuário é avisado sempre que a lei permitir.
          </li>
        </ul>
        <p>
          Compartilhar informações de um paciente com terceiros — por exemplo, enviar um prontuário exportado
          em PDF — é uma decisão do Usuário, que deve observar os limites do Código de Ética e da Resolução
          CFP nº 06/2019.
        </p>
      </>
    ),
  },
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

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Política de Privacidade"
      summary={
        <>
          Você, psicólogo ou psicóloga, é o controlador dos dados dos seus pacientes; nós somos o operador e
          só os tratamos para prestar o serviço. O conteúdo clínico é criptografado (AES-256), todo acesso é
          registrado, não vendemos dados nem usamos rastreadores, e os prontuários são guardados pelos 5 anos
          exigidos pelo CFP.
        </>
      }
      intro={
        <p>
          Esta Política de Privacidade explica como o {LEGAL.produto} trata dados pessoais, em conformidade
          com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD), o Marco Civil da Internet
          (Lei nº 12.965/2014) e as normas do Conselho Federal de Psicologia (CFP). Como o sistema guarda
          informações de saúde protegidas por sigilo profissional, nós o construímos com o cuidado que esses
          dados exigem.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
