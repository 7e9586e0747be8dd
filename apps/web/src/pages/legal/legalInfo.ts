/**
 * Facts the legal texts quote. Whoever operates an instance replaces the contacts with its own (and may add its
 * legal name and CNPJ); the texts read them from here.
 */
export const LEGAL = {
  produto: 'Consultório',
  atualizadoEm: '2 de dezembro de 2026',
  emailPrivacidade: 'privacidade@consultorio.app.br',
  emailSuporte: 'suporte@consultorio.app.br',
} as const;
