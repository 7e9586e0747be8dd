// The portal area's public surface: what the portal session check (plugins/portal-auth.ts) and other areas use.
export { pdfDoPaciente } from './documentos.ts';
export { obterConfig } from './inicio.ts';
export { linkAtivo, urlDoLinkAtivo, urlDoPortal } from './link.ts';
export { atorNoPortal, doPacienteDoPortal, type PortalInfo, verificarSessaoPortal } from './sessoes.ts';
