import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import type { PacientesListParams } from '../api';
import { readListParams, withFilter } from './listParams';

/**
 * The search box of the patients' list. It is local while typing; the URL (and the request) follow 300 ms after
 * the last key, and going back or forward to another search shows that search in the box.
 */
export function useBuscaPacientes(params: PacientesListParams, setSearchParams: SetURLSearchParams) {
  const [busca, setBusca] = useState(params.busca ?? '');
  const applyBusca = useDebouncedCallback((value: string) => {
    setSearchParams((current) => withFilter(readListParams(current), { busca: value }), { replace: true });
  }, 300);
  const onBusca = (value: string) => {
    setBusca(value);
    applyBusca(value);
  };
  // Back/forward to another search: the box shows it.
  const urlBusca = params.busca ?? '';
  useEffect(() => {
    if (!applyBusca.isPending()) setBusca((typed) => (typed.trim() === urlBusca ? typed : urlBusca));
  }, [urlBusca, applyBusca]);

  /** Empties the box, dropping a search still waiting to be sent. */
  const limparBusca = () => {
    applyBusca.cancel();
    setBusca('');
  };
  return { busca, onBusca, limparBusca };
}
