import type { LegalSection } from './LegalDocument';
import { LEGAL } from './legalInfo';

/** The Privacy Policy, first half: to whom it applies, who decides, which data, why, and professional secrecy. */
export const PRIVACY_WHAT_AND_WHY: LegalSection[] = [
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
];
