import { MantineProvider, PasswordInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRESETS } from './config';
import { presetOverride } from './presets';

describe('theme defaults', () => {
  it.each(PRESETS)('%s: every password field names its show/hide button in Portuguese', (preset) => {
    const { unmount } = render(
      <MantineProvider theme={presetOverride(preset)}>
        <PasswordInput label="Senha" />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /Toggle/ })).not.toBeInTheDocument();
    unmount();
  });
});
