import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';
import { P } from './Paragrafo';
import type { Topic } from './questions';

/**
 * What online care needs under Res. CFP 09/2024, which replaced Res. 11/2018 and ended the e-Psi registration
 * (docs/product.md §16).
 */
function RegrasAtendimentoOnline() {
  return (
    <>
      <P>
        Não. A Resolução CFP nº 09/2024, que regulamenta a prática profissional mediada por tecnologias
        digitais de informação e comunicação, substituiu a Resolução CFP nº 11/2018 e descontinuou o Cadastro
        e-Psi, suspenso em 31/08/2024. Não há mais cadastro a fazer para atender online. O que a resolução
        pede:
      </P>
      <List fz="sm" spacing={4} mb="xs">
        <List.Item>
          que você avalie, pessoa a pessoa, se o atendimento online é adequado a ela e à demanda;
        </List.Item>
        <List.Item>
          que o serviço, a forma como o trabalho é feito e a tecnologia usada sejam combinados com o paciente,
          em contrato escrito ou verbal;
        </List.Item>
        <List.Item>
          um caminho para situações de risco, violência ou emergência, com encaminhamento para atendimento
          presencial;
        </List.Item>
        <List.Item>sigilo e proteção dos dados: uma ferramenta segura e um ambiente reservado;</List.Item>
        <List.Item>
          para testes psicológicos aplicados online, parecer favorável do SATEPSI para essa modalidade.
        </List.Item>
      </List>
      <P>
        Em{' '}
        <Anchor inherit component={Link} to={paths.perfil}>
          Meu Perfil
        </Anchor>{' '}
        → “Atendimento online”, informe a plataforma de vídeo e o encaminhamento em emergências (há uma
        sugestão com CVV 188, SAMU 192, UPA, CAPS e pessoa de contato para completar): o contrato terapêutico
        usa os dois.
      </P>
    </>
  );
}

/** "Agendamento online e sessões por vídeo": the booking page, video sessions and the rules of online care. */
export const TOPICO_ONLINE: Topic = {
  titulo: 'Agendamento online e sessões por vídeo',
  perguntas: [
    {
      id: 'agendamento-online',
      pergunta: 'Como meus pacientes marcam horário sozinhos?',
      resposta: (
        <>
          <P>
            Em{' '}
            <Anchor component={Link} to={paths.perfil}>
              Meu Perfil
            </Anchor>{' '}
            → “Agendamento online”, escolha o endereço da sua página, os dias e horários em que atende, a
            duração e o intervalo entre sessões, e se você confirma cada pedido ou se o horário fica reservado
            na hora. Divulgue o endereço: quem acessa vê só seu nome, seu CRP e os horários livres da agenda,
            e marca sem criar conta.
          </P>
          <P>
            O agendamento aparece na agenda com o nome e o contato da pessoa. Use “Vincular paciente” para
            ligá-lo a um paciente cadastrado ou cadastrar a pessoa — o sistema nunca faz isso sozinho.
            Disponível nos planos Essencial e Vitalício.
          </P>
        </>
      ),
    },
    {
      id: 'sessao-online',
      pergunta: 'Como funcionam as sessões online?',
      resposta: (
        <P>
          Todo agendamento online recebe um link de vídeo: o link padrão do seu perfil, se você tiver um, ou
          uma sala própria no Jitsi Meet, com endereço impossível de adivinhar. O link vai no lembrete e no
          e-mail de confirmação do paciente e aparece na agenda (“Entrar na sessão”). Em Meu Perfil →
          “Atendimento online” você informa também a plataforma de vídeo que usa e o encaminhamento em
          emergências, que o contrato terapêutico cita.
        </P>
      ),
    },
    {
      id: 'atendimento-online-cfp',
      pergunta: 'O que o CFP pede para atender online? Ainda preciso do cadastro no e-Psi?',
      resposta: <RegrasAtendimentoOnline />,
    },
    {
      id: 'calendario-externo',
      pergunta: 'Posso ver a agenda no Google Agenda ou no iPhone?',
      resposta: (
        <P>
          Sim. Em Meu Perfil → “Calendário externo”, gere um endereço secreto e adicione-o ao seu calendário.
          A agenda aparece só para leitura e se atualiza sozinha; por padrão, com as iniciais dos pacientes,
          sem endereço nem link. Se o endereço vazar, gere outro ou desative-o: o antigo para de funcionar.
        </P>
      ),
    },
  ],
};
