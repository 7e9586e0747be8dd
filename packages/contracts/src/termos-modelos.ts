/*
 * Our texts of the terms the patient signs (docs/product.md §20, docs/decisions/0080-terms-frozen-and-hashed.md).
 * Plain Portuguese, addressed to the patient ("você"), with no guess at anyone's gender. Each covers what the rules
 * ask for:
 * - the therapeutic contract: Res. CFP 13/2022 art. 3 I (the service, rights and duties, the right to stop at any
 *   time, fees, frequency and length of sessions, modality, no result promised), confidentiality and its legal
 *   limits (Código de Ética arts. 9–10), online care under Res. CFP 09/2024 (how and with which technology, the
 *   emergency route);
 * - the guardian's authorisation: Res. CFP 13/2022 art. 12 and Código de Ética art. 8 (one legal guardian is
 *   enough, even without custody), art. 13 (only what is strictly essential is told to guardians);
 * - the privacy notice: what is kept, why (LGPD art. 11 II "f" and "a"), for how long (the record's retention,
 *   docs/product.md §8.3) and the patient's rights (LGPD art. 18).
 * The `{{…}}` placeholders are filled when the term is sent (termos.ts, PLACEHOLDERS_TERMO).
 */

export const TEXTO_CONTRATO_TERAPEUTICO = `Este contrato registra o que foi combinado para o acompanhamento psicológico (psicoterapia) de {{paciente.nome}} com {{profissional.nome}}, psicólogo(a) inscrito(a) no Conselho Regional de Psicologia sob o número CRP {{profissional.crp}}. Ele segue a Resolução CFP nº 13/2022, que trata da psicoterapia, e a Resolução CFP nº 09/2024, que trata do atendimento online.

1. O serviço
A psicoterapia é um trabalho feito em conjunto: um espaço de escuta e de compreensão, conduzido com métodos e técnicas reconhecidos pela Psicologia. Os objetivos do trabalho são definidos com você e revistos ao longo do acompanhamento.

2. Sessões, frequência e modalidade
Cada sessão dura {{duracao_sessao}}. A frequência combinada é {{frequencia}}, na modalidade {{modalidade}}. Os dias e horários são combinados entre as partes e podem ser revistos quando necessário.

3. Honorários
O valor de cada sessão é {{valor_sessao}}. A forma e a data do pagamento são combinadas diretamente com {{profissional.nome}}, que fornece recibo de cada pagamento. Um reajuste do valor será avisado com antecedência.

4. Faltas e desmarcações
Para desmarcar ou mudar o horário de uma sessão, é preciso {{politica_cancelamento}}. Uma falta, ou uma sessão desmarcada sem esse aviso, poderá ser cobrada, conforme combinado entre as partes.

5. Sigilo
Tudo o que for dito nas sessões é sigiloso (Código de Ética Profissional do Psicólogo, art. 9º). O sigilo só pode ser quebrado nas situações que a lei e o Código de Ética preveem — por exemplo, quando houver risco grave à sua vida ou à de outras pessoas, ou por determinação legal — e, mesmo nesses casos, só é revelado o estritamente necessário (art. 10). Os registros do atendimento (prontuário) são guardados em segurança pelo prazo que as normas do Conselho Federal de Psicologia exigem.

6. Atendimento online
Quando a sessão for online, ela acontecerá pela plataforma {{plataforma_online}}. Para a sua privacidade, esteja em um lugar reservado, onde possa falar sem ser ouvido(a), e com uma conexão estável. Nenhuma das partes grava as sessões sem um acordo por escrito. Se a conexão cair, a sessão será retomada pela mesma plataforma ou remarcada.
O atendimento online não é o meio adequado em situações de risco, violência ou emergência. Nesses casos, o cuidado passa a ser presencial, como combinado a seguir:

{{encaminhamento_emergencia}}

Se precisar de ajuda imediata, ligue para o CVV (188, 24 horas, gratuito) ou para o SAMU (192), ou procure o pronto-socorro mais próximo.

7. Resultados
O resultado da psicoterapia depende de muitos fatores, inclusive da participação de cada um. Por isso, nenhum resultado é prometido ou garantido.

8. Direitos e deveres
Você tem direito a ser atendido(a) com respeito e sem discriminação; a receber informações claras sobre o trabalho, sua forma e sua duração; a pedir documentos sobre o atendimento (como declarações e relatórios); e a interromper a psicoterapia a qualquer momento, sem precisar justificar. Se possível, avise antes, para que o encerramento possa ser conversado.
{{profissional.nome}} se compromete a atuar com ética e técnica, manter o sigilo, cumprir os horários combinados, avisar com antecedência qualquer mudança e indicar outro profissional ou serviço quando isso for o melhor para o seu cuidado.
Você se compromete a comparecer nos horários combinados, avisar faltas com antecedência e pagar os honorários como combinado.

9. Encerramento
Qualquer das partes pode encerrar o acompanhamento a qualquer momento. Quando o trabalho não estiver ajudando, {{profissional.nome}} poderá propor o encerramento e indicar outro profissional ou serviço.

{{cidade}}, {{data}}.`;

export const TEXTO_AUTORIZACAO_RESPONSAVEL = `Eu, responsável legal por {{paciente.nome}}, autorizo o atendimento psicológico (psicoterapia) de {{paciente.nome}} com {{profissional.nome}}, psicólogo(a) inscrito(a) no Conselho Regional de Psicologia sob o número CRP {{profissional.crp}}, conforme o artigo 8º do Código de Ética Profissional do Psicólogo e o artigo 12 da Resolução CFP nº 13/2022.

Declaro que:

1. Sou responsável legal por {{paciente.nome}}. Sei que basta a autorização de um dos responsáveis legais, mesmo de quem não tem a guarda.

2. Fui informado(a) sobre como o atendimento funciona: sessões de {{duracao_sessao}}, com frequência {{frequencia}}, na modalidade {{modalidade}}, e valor de {{valor_sessao}} por sessão. Para desmarcar uma sessão, é preciso {{politica_cancelamento}}.

3. Sei que o que a criança ou o adolescente disser nas sessões é sigiloso. Aos responsáveis, {{profissional.nome}} comunicará apenas o estritamente essencial para promover medidas em benefício dele(a) (Código de Ética, art. 13) e, sempre, qualquer situação de risco à sua vida ou à sua integridade.

4. Sei que nenhum resultado é prometido ou garantido, e que posso retirar esta autorização a qualquer momento, avisando {{profissional.nome}}.

5. Quando a sessão for online, ela acontecerá pela plataforma {{plataforma_online}}, e um adulto responsável cuidará para que a criança ou o adolescente esteja em um lugar reservado e seguro. Em situações de risco, violência ou emergência, o cuidado passa a ser presencial, como combinado a seguir:

{{encaminhamento_emergencia}}

Se houver necessidade de ajuda imediata, é possível ligar para o CVV (188, 24 horas, gratuito) ou para o SAMU (192).

{{cidade}}, {{data}}.`;

export const TEXTO_AVISO_PRIVACIDADE = `Este aviso explica como {{profissional.nome}}, psicólogo(a) (CRP {{profissional.crp}}), cuida dos dados pessoais de {{paciente.nome}}, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). {{profissional.nome}} é quem decide sobre esses dados e responde por eles.

1. O que é guardado
- Dados de cadastro e de contato: nome, CPF, data de nascimento, endereço, telefone, e-mail, responsável legal e contato de emergência.
- O registro do atendimento (prontuário): datas das sessões, anotações de evolução, anamnese, documentos emitidos e arquivos anexados.
- Dados financeiros: valores das sessões, pagamentos e recibos.
- Os termos assinados e o registro de cada assinatura: nome, CPF, data e hora, endereço IP e o navegador usado.

2. Por que é guardado
Informações sobre a sua saúde são dados sensíveis. Elas são tratadas para a tutela da saúde, em atendimento realizado por profissional de saúde (LGPD, art. 11, II, "f"), e para cumprir obrigações legais e regulatórias (art. 11, II, "a"): o Conselho Federal de Psicologia exige o registro do atendimento (Resolução CFP nº 001/2009), e a lei tributária exige o registro dos recebimentos. Seus dados não são vendidos nem usados para publicidade.

3. Por quanto tempo
O prontuário e os documentos emitidos são guardados por pelo menos 5 (cinco) anos depois do último registro, mesmo que o atendimento termine antes (Resolução CFP nº 001/2009, art. 4º; Resolução CFP nº 06/2019, art. 15). Os dados financeiros são guardados pelo prazo que a lei tributária exige. Passados esses prazos, os dados podem ser eliminados.

4. Com quem é compartilhado
Ninguém recebe informações do seu atendimento sem a sua autorização, salvo nos casos que a lei prevê. Os dados ficam em um sistema com acesso protegido por senha, e o conteúdo clínico é guardado criptografado. Se houver secretária, ela vê apenas a agenda e o cadastro, nunca o prontuário.

5. Seus direitos
A qualquer momento, você pode: confirmar que seus dados são tratados e ter acesso a eles; corrigir dados incompletos ou desatualizados; saber com quem foram compartilhados; pedir a portabilidade para outro profissional; e revogar um consentimento que tenha dado (LGPD, art. 18). Os dados que a lei obriga a guardar não podem ser eliminados antes do prazo do item 3. Para exercer esses direitos, fale com {{profissional.nome}}. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).

{{cidade}}, {{data}}.`;
