import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from './Toasts';

afterEach(() => {
  cleanup();
  act(() => notifications.clean());
});

describe('the toasts', () => {
  it('draw no container until the first toast, then show it and the next ones', async () => {
    render(
      <MantineProvider>
        <Toasts position="top-right" />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ title: 'Cadastro salvo', message: 'Joana está na sua lista de pacientes' });
    });
    expect(await screen.findByText('Cadastro salvo')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();

    act(() => {
      notifications.show({ title: 'Lançamento excluído', message: 'O lançamento foi excluído.' });
    });
    expect(await screen.findByText('Lançamento excluído')).toBeInTheDocument();
  });
});
