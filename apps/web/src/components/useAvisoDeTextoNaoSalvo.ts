import { useEffect } from 'react';

/**
 * For a dialog with a text form (record entry, written document): tells the dialog whether closing now would lose
 * text, and while it would, has the browser ask before the page is left or reloaded.
 */
export function useAvisoDeTextoNaoSalvo(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => {
    onDirtyChange(dirty);
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, onDirtyChange]);
}
