import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { installFocusFirstError } from './lib/focusFirstError';
import { resolveLazyRoutes } from './router';

installFocusFirstError();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public pages arrive prerendered (docs/decisions/0060-prerendered-public-pages.md): React takes over their
// markup once the current page's code is loaded; every other page is rendered here from an empty root.
if (root.hasChildNodes()) {
  void resolveLazyRoutes(window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
