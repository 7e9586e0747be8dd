import type { CampoFormulario } from '@consultorio/contracts/portal';
import { useEffect, useRef, useState } from 'react';
import { getPortalSessao } from '../../../lib/storage';
import { useResponderFormulario } from './api';
import { respostasDe, type ValoresDoFormulario } from './respostas';

/** How long the patient may pause typing before the draft is saved. */
export const RASCUNHO_ESPERA_MS = 2000;

const hora = (d: Date) => d.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * The form's draft saved by itself (`enviar: false`): a moment after the patient stops typing, and once more when
 * the page is left with changes not saved yet. Answers a line saying where the draft is, and `cancelar` (sending
 * replaces the pending save).
 */
export function useRascunho(id: string, campos: CampoFormulario[], valores: ValoresDoFormulario) {
  const salvar = useResponderFormulario(id);
  const texto = JSON.stringify(respostasDe(campos, valores));
  const salvo = useRef(texto);
  const pendente = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [situacao, setSituacao] = useState('');

  const gravar = (atual: string) => {
    pendente.current = null;
    setSituacao('Guardando rascunho…');
    salvar.mutate(
      { respostas: JSON.parse(atual), enviar: false },
      {
        onSuccess: () => {
          salvo.current = atual;
          setSituacao(`Rascunho guardado às ${hora(new Date())}`);
        },
        onError: () => setSituacao('Não foi possível guardar o rascunho agora. Tentaremos de novo.'),
      },
    );
  };
  const gravarRef = useRef(gravar);
  gravarRef.current = gravar;

  useEffect(() => {
    if (texto === salvo.current) return;
    pendente.current = texto;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => gravarRef.current(texto), RASCUNHO_ESPERA_MS);
  }, [texto]);

  // Leaving the form (another section, "Sair") with a change still waiting: save it now.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // After "Sair" or an ended session there is no one to save it for.
      if (pendente.current !== null && getPortalSessao()) gravarRef.current(pendente.current);
    },
    [],
  );

  return {
    situacao,
    cancelar: () => {
      clearTimeout(timer.current);
      pendente.current = null;
    },
  };
}
