import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before leaving a form with unsaved changes. In-app navigation (another page, or another tab of the patient
 * file, which lives in the query string) is held by React Router's blocker while a dialog asks; closing or
 * reloading the browser tab gets the browser's own prompt (beforeunload). `allowLeave()` lets the next navigation
 * through (after a successful save).
 */
export function useUnsavedChanges(dirty: boolean) {
  const leaving = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  const prompt = (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Sair sem salvar?"
      centered
    >
      <Text fz="sm">Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Continuar editando
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Sair sem salvar
        </Button>
      </Group>
    </Modal>
  );

  return { allowLeave, prompt };
}
