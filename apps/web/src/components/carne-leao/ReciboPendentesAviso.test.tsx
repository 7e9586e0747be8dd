import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ReciboPendentesAviso, recibosPendentesTexto } from './ReciboPendentesAviso';

describe('ReciboPendentesAviso (docs/carne-leao.md §7.1)', () => {
  it('counts in the singular and the plural', () => {
    expect(recibosPendentesTexto(1)).toBe('1 recebimento sem recibo no Receita Saúde');
    expect(recibosPendentesTexto(3)).toBe('3 recebimentos sem recibo no Receita Saúde');
  });

  it('links to the escrituração page while the count is above zero, and shows nothing at zero', () => {
    const { unmount } = renderWithProviders(
      <ReciboPendentesAviso quantidade={2} to="/carne-leao/escrituracao?ano=2026" />,
    );
    expect(screen.getByText('2 recebimentos sem recibo no Receita Saúde')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Emitir os recibos' })).toHaveAttribute(
      'href',
      '/carne-leao/escrituracao?ano=2026',
    );
    unmount();
    const vazio = renderWithProviders(<ReciboPendentesAviso quantidade={0} to="/carne-leao/escrituracao" />);
    expect(screen.queryByTestId('recibos-pendentes')).toBeNull();
    vazio.unmount();
  });
});
