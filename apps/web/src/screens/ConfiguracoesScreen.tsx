import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ConfiguracoesPage } from '../features/configuracoes/ConfiguracoesPage';
import { MeusDados } from '../features/conta/MeusDados';
import { Equipe } from '../features/equipe/Equipe';

/**
 * /configuracoes: the plan page, then the team and the user's data (export and backups), areas composed here. An
 * address with a section's id (`/configuracoes#equipe`, from the FAQ) opens at that section.
 */
export function ConfiguracoesScreen() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <ConfiguracoesPage>
      <Equipe />
      <MeusDados />
    </ConfiguracoesPage>
  );
}
