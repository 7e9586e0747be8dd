import { Anchor, List } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { P } from './Paragrafo';
import { TOPICO_ONLINE } from './questionsOnline';

export interface Question {
  id: string;
  pergunta: string;
  resposta: ReactNode;
}

export interface Topic {
  titulo: string;
  perguntas: Question[];
}

/**
 * Questions about plans come first in the page and are built from the live plan table (see FaqPage); the
 * others are fixed text.
 */
export const TOPICS: Topic[] = [
  {
    titulo: 'Plano pausado e cancelamento',
    perguntas: [
      {
        id: 'limite',
        pergunta: 'O que acontece quando chego ao limite de pacientes ou de anexos?',
        resposta: (
          <>
            <P>
              Nada é apagado. Você continua vendo e editando tudo o que já cadastrou; apenas o cadastro de
              novos pacientes ou o envio de novos arquivos fica bloqueado até liberar espaço ou mudar de
              plano.
            </P>
            <P>
              O uso atual aparece em{' '}
              <Anchor inherit component={Link} to={paths.configuracoes}>
                Gerenciar Plano
              </Anchor>
              .
            </P>
          </>
        ),
      },
      {
        id: 'pausa',
        pergunta: 'O que acontece quando meu plano é pausado?',
        resposta: (
          <>
            <P>
              O plano Essencial vale por 30 dias a cada pagamento. Se o período termina sem renovação, o plano
              fica pausado. Seus dados continuam guardados exatamente como estavam.
            </P>
            <P>Enquanto o plano estiver pausado:</P>
            <List fz="sm" spacing={4} mb="xs">
              <List.Item>
                você continua acessando o dashboard, seus pacientes e os prontuários já registrados;
              </List.Item>
              <List.Item>
                a gestão financeira, a agenda e o Carnê-Leão ficam bloqueados, assim como o cadastro de novos
                pacientes e o envio de anexos.
              </List.Item>
            </List>
            <P>Assim que o pagamento da renovação é confirmado, tudo volta a funcionar na hora.</P>
          </>
        ),
      },
      {
        id: 'cancelar',
        pergunta: 'Como cancelo minha assinatura?',
        resposta: (
          <>
            <P>
              Não há renovação automática nem cobrança recorrente: cada período do plano Essencial é pago via
              PIX. Para cancelar, basta não renovar. Ao fim do período o plano é pausado e seus dados
              continuam disponíveis.
            </P>
            <P>
              Se quiser encerrar a conta de vez, peça a exclusão pelo contato do suporte. Apagamos seus dados
              e guardamos apenas o que a lei obriga. Antes disso, recomendamos baixar uma cópia completa dos
              seus dados.
            </P>
          </>
        ),
      },
    ],
  },
  {
    titulo: 'Segurança, sigilo e LGPD',
    perguntas: [
      {
        id: 'seguranca',
        pergunta: 'Meus dados e os dos meus pacientes estão seguros?',
        resposta: (
          <>
            <P>Sim. O Consultório foi construído com o cuidado que dados de saúde exigem:</P>
            <List fz="sm" spacing={4} mb="xs">
              <List.Item>
                os textos clínicos (prontuários, anamnese e observações das sessões) são gravados com
                criptografia AES-256: quem tivesse acesso direto ao banco de dados não leria nenhuma anotação;
              </List.Item>
              <List.Item>a comunicação com o servidor é criptografada (HTTPS);</List.Item>
              <List.Item>
                sua senha é guardada de forma irreversível, nunca em texto; a sessão expira após 30 minutos
                sem uso;
              </List.Item>
              <List.Item>
                cada acesso, exportação, alteração ou exclusão de dados clínicos fica registrado em uma trilha
                de auditoria.
              </List.Item>
            </List>
          </>
        ),
      },
      {
        id: 'sigilo',
        pergunta: 'Quem pode ler os prontuários dos meus pacientes?',
        resposta: (
          <P>
            Somente você, com seu e-mail e sua senha. Os registros de cada psicólogo ficam isolados dos de
            qualquer outra conta, e o conteúdo clínico fica criptografado no banco de dados. Isso ajuda você a
            cumprir o dever de sigilo do Código de Ética Profissional do Psicólogo.
          </P>
        ),
      },
      {
        id: 'secretaria',
        pergunta: 'Posso dar acesso a uma secretária?',
        resposta: (
          <>
            <P>
              Sim, nos planos Essencial (uma secretária) e Vitalício (até três). Convide-a em{' '}
              <Anchor inherit component={Link} to={`${paths.configuracoes}#equipe`}>
                Gerenciar Plano → Equipe
              </Anchor>
              : ela recebe um e-mail, cria a própria senha e entra com o próprio login.
            </P>
            <P>
              Ela cuida da agenda e do cadastro dos pacientes — e do financeiro, se você permitir.
              Prontuários, anamneses, documentos, anexos e as observações dos pacientes, das sessões e dos
              agendamentos continuam só com você.
            </P>
          </>
        ),
      },
      {
        id: 'lgpd',
        pergunta: 'O Consultório está de acordo com a LGPD?',
        resposta: (
          <>
            <P>
              Sim. Dados de saúde são dados pessoais sensíveis (LGPD, arts. 5º, II, e 11). Você é a
              controladora ou o controlador dos dados dos seus pacientes; o Consultório os trata apenas para
              prestar o serviço, com as medidas de segurança descritas acima.
            </P>
            <P>
              Detalhes na{' '}
              <Anchor inherit component={Link} to={paths.politicaPrivacidade}>
                política de privacidade
              </Anchor>{' '}
              e nos{' '}
              <Anchor inherit component={Link} to={paths.termosUso}>
                termos de uso
              </Anchor>
              .
            </P>
          </>
        ),
      },
      {
        id: 'guarda',
        pergunta: 'Por quanto tempo os prontuários ficam guardados?',
        resposta: (
          <P>
            A Resolução CFP nº 001/2009 pede que o registro documental seja guardado por no mínimo 5 anos. Por
            isso, quando você exclui um paciente que tem registros clínicos, ele vai para Pacientes ›
            Arquivados: sai das suas listas e os registros são mantidos por 5 anos após o último registro.
            Depois desse prazo, você pode excluí-lo definitivamente em Arquivados; nada é apagado
            automaticamente. Um paciente sem registros é excluído na hora.
          </P>
        ),
      },
    ],
  },
  {
    titulo: 'Backups e seus dados',
    perguntas: [
      {
        id: 'backup',
        pergunta: 'Vocês fazem backup dos meus dados?',
        resposta: (
          <>
            <P>
              No plano Vitalício, o backup automático gera todos os dias uma cópia completa da sua conta. As 7
              cópias mais recentes ficam disponíveis para download.
            </P>
            <P>Em qualquer plano, você pode baixar uma cópia completa dos seus dados quando quiser.</P>
          </>
        ),
      },
      {
        id: 'exportar',
        pergunta: 'Posso exportar meus dados?',
        resposta: (
          <P>
            Sim, os dados são seus. A exportação reúne cadastros, prontuários, agenda, lançamentos financeiros
            e arquivos em um único arquivo ZIP, que pode ser aberto em qualquer computador. Os prontuários de
            um paciente também podem ser exportados em PDF nos planos Essencial e Vitalício.
          </P>
        ),
      },
      {
        id: 'importar-planilha',
        pergunta: 'Estou vindo de outro sistema. Preciso cadastrar todos os pacientes de novo?',
        resposta: (
          <>
            <P>
              Não. Em{' '}
              <Anchor component={Link} to={paths.pacientes.importar}>
                Pacientes → Importar planilha
              </Anchor>
              , envie a planilha do Excel (.xlsx) ou o CSV exportado do outro sistema ou do Google Planilhas.
              Você confere qual coluna vai para cada campo, vê as primeiras linhas como serão salvas e as
              linhas com erro, e só então importa. Quem já está cadastrado (mesmo CPF, e-mail ou nome e
              telefone) é ignorado, então a mesma planilha pode ser enviada de novo sem duplicar ninguém.
            </P>
            <P>
              O caminho inverso também existe: em Pacientes → “Exportar”, a lista completa com os dados de
              cadastro sai em planilha (sem as observações clínicas).
            </P>
          </>
        ),
      },
    ],
  },
  {
    titulo: 'Carnê-Leão',
    perguntas: [
      {
        id: 'carne-leao',
        pergunta: 'O que é o Carnê-Leão e o Consultório calcula para mim?',
        resposta: (
          <>
            <P>
              Quem atende como pessoa física e recebe de pessoas físicas ou do exterior precisa apurar e pagar
              o imposto de renda todo mês, pelo Carnê-Leão da Receita Federal. Conta o mês em que o dinheiro
              foi recebido.
            </P>
            <P>
              Nos planos Essencial e Vitalício, o Consultório faz o cálculo a partir dos seus lançamentos:
              soma o que você recebeu no mês, aplica as deduções (INSS, dependentes, pensão alimentícia e
              despesas do livro-caixa, ou o desconto simplificado, o que for melhor) e a tabela progressiva
              vigente. Você confere o resultado, gera o PDF com os dados do DARF (código 0190) e o vencimento,
              que é o último dia útil do mês seguinte.
            </P>
          </>
        ),
      },
      {
        id: 'pj',
        pergunta: 'Recebimentos de empresas (pessoa jurídica) entram no Carnê-Leão?',
        resposta: (
          <P>
            Não. Quando quem paga é uma empresa, o imposto é retido pela própria fonte pagadora. Esses valores
            aparecem separados no cálculo, para você conferir, mas não entram na base do Carnê-Leão.
          </P>
        ),
      },
      {
        id: 'cpf-pagador',
        pergunta: 'Por que o sistema pede o CPF de quem pagou a sessão?',
        resposta: (
          <P>
            A Receita Federal exige que o psicólogo informe, em cada recebimento, o CPF de quem pagou e,
            quando for outra pessoa, o CPF do paciente atendido (por exemplo, um responsável que paga pela
            sessão de um filho). O cálculo avisa quando algum recebimento está sem CPF.
          </P>
        ),
      },
    ],
  },
  TOPICO_ONLINE,
  {
    titulo: 'Contato',
    perguntas: [
      {
        id: 'contato',
        pergunta: 'Como falo com o suporte?',
        resposta: (
          <P>
            Use o formulário de contato da{' '}
            <Anchor inherit component={Link} to={paths.home}>
              página inicial
            </Anchor>
            . Respondemos pelo e-mail que você informar. Por sigilo, nunca envie dados de pacientes pelo
            formulário.
          </P>
        ),
      },
    ],
  },
];
