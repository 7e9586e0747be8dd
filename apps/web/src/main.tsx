import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { guardarDigitado } from './lib/digitadoAntes';
import { installFocusFirstError } from './lib/focusFirstError';
import { resolveLazyRoutes } from './router';

installFocusFirstError();

const root = document.getElementById('root')!;

/** Runs `depois` once the tree it closes has been committed (for a hydration: once hydrated); renders nothing. */
function Depois({ depois }: { depois: () => void }) {
  useEffect(depois, [depois]);
  return null;
}

// The public pages arrive prerendered (docs/decisions/0060-prerendered-public-pages.md): React takes over their
// markup once the current page's code is loaded, and what the visitor typed meanwhile is put back; every other page
// is rendered here from an empty root.
if (root.hasChildNodes()) {
  void resolveLazyRoutes(window.location.pathname).then(() => {
    const restaurar = guardarDigitado(root);
    hydrateRoot(
      root,
      <StrictMode>
        <App />
        <Depois depois={restaurar} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
