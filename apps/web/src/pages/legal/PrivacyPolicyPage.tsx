import { LegalDocument } from './LegalDocument';
import { LEGAL } from './legalInfo';
import { PRIVACY_CARE_AND_RIGHTS } from './privacyCareAndRights';
import { PRIVACY_WHAT_AND_WHY } from './privacyWhatAndWhy';

const SECTIONS = [...PRIVACY_WHAT_AND_WHY, ...PRIVACY_CARE_AND_RIGHTS];

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
