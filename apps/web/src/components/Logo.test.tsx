import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from '../pages/components/PublicHeader';
import { Logo } from './Logo';

const favicon = readFileSync(join(__dirname, '../../public/favicon.svg'), 'utf8');
const pathOf = (svg: string) => /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];

describe('one logo for the public pages and the app', () => {
  it('the public pages draw the same mark as the app and the favicon', () => {
    const app = render(
      <MantineProvider>
        <Logo />
      </MantineProvider>,
    );
    const appMark = app.container.querySelector('svg[data-logo-mark]')?.outerHTML ?? '';
    app.unmount();

    render(
      <MantineProvider>
        <MemoryRouter>
          <PublicHeader />
        </MemoryRouter>
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: 'Consultório — página inicial' });
    const publicMark = link.querySelector('svg[data-logo-mark]')?.outerHTML;
    expect(publicMark).toBe(appMark);
    expect(link).toHaveTextContent(/^Consultório$/);
    expect(pathOf(appMark)).toBe(pathOf(favicon));
  });
});
