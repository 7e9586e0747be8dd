/** The home page's sections, linked from the public header (a menu below the desktop width) and the footer. */
export const SECTIONS = [
  { to: '/#recursos', label: 'Recursos' },
  { to: '/#seguranca', label: 'Segurança' },
  { to: '/#planos', label: 'Planos' },
  { to: '/#contato', label: 'Contato' },
];
