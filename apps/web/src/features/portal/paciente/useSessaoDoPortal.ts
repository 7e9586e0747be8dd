import { MSG_PORTAL } from '@consultorio/contracts/portal';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { setPortalUnauthorizedHandler } from '../../../api/client';
import { clearPortalSessao, getPortalSessao, type PortalSessao } from '../../../lib/storage';
import { portalKeys, sairDoPortal } from './api';

/** The session of this tab when it was opened from this same link; another link's is dropped. */
function sessaoDoLink(link: string): PortalSessao | null {
  const sessao = getPortalSessao();
  if (sessao && sessao.link !== link) clearPortalSessao();
  return sessao?.link === link ? sessao : null;
}

/**
 * The patient's session on the page of `link` (docs/decisions/0075-patient-portal-screens.md): read from
 * sessionStorage, replaced on entering, ended by "Sair" or by a 401 of the portal's routes (30 minutes idle, 12
 * hours absolute, a revoked link) — then the entry screen shows again with `aviso` saying why.
 */
export function useSessaoDoPortal(link: string) {
  const queryClient = useQueryClient();
  const [sessao, setSessao] = useState<PortalSessao | null>(() => sessaoDoLink(link));
  const [aviso, setAviso] = useState<string | null>(null);

  const encerrar = useCallback(
    (mensagem: string) => {
      clearPortalSessao();
      queryClient.removeQueries({ queryKey: portalKeys.todas });
      setSessao(null);
      setAviso(mensagem);
    },
    [queryClient],
  );

  useEffect(() => setPortalUnauthorizedHandler(() => encerrar(MSG_PORTAL.sessaoEncerrada)), [encerrar]);

  const entrou = useCallback(
    (nova: PortalSessao) => {
      // Nothing read under another session (another link of this tab) may show under this one.
      queryClient.removeQueries({ queryKey: portalKeys.todas, predicate: (q) => q.queryKey[1] !== 'acesso' });
      setAviso(null);
      setSessao(nova);
    },
    [queryClient],
  );

  const sair = useCallback(async () => {
    try {
      await sairDoPortal();
    } catch (error) {
      // The server's session still dies by idle expiry; this tab forgets it now.
      console.warn('Não foi possível encerrar a sessão no servidor:', error);
    }
    encerrar('Você saiu da área do paciente. Para voltar, entre de novo pelo link.');
  }, [encerrar]);

  return { sessao, aviso, entrou, sair };
}
