import type { AnexoStats } from '@consultorio/contracts/anexos';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/browser';
import { renderWithProviders } from '../../../test/render';
import { BloqueioEnvio, motivoBloqueio, UsoAnexos } from './UsoAnexos';

const stats = (over: Partial<AnexoStats> = {}): AnexoStats => ({
  anexos_count: 3,
  anexos_limite: 10,
  can_add_anexo: true,
  bloqueio: null,
  paciente_anexos_count: 1,
  paciente_tamanho_total: 1000,
  tamanho_maximo: 20 * 1024 * 1024,
  ...over,
});

const renderUi = (ui: ReactNode) => renderWithProviders(ui);

beforeAll(() => stubBrowser());
afterEach(cleanup);

describe('UsoAnexos (docs/product.md §6.1)', () => {
  it('shows "X de Y" and what remains', () => {
    renderUi(<UsoAnexos stats={stats()} />);
    expect(screen.getByTestId('contador-anexos')).toHaveTextContent('3 de 10');
    expect(screen.getByTestId('restantes-anexos')).toHaveTextContent('Restam 7 anexos no seu plano.');
  });

  it('shows Ilimitado for −1', () => {
    renderUi(<UsoAnexos stats={stats({ anexos_limite: -1, anexos_count: 42 })} />);
    expect(screen.getByTestId('contador-anexos')).toHaveTextContent('42 de Ilimitado');
    expect(screen.getByTestId('restantes-anexos')).toHaveTextContent('Ilimitado');
  });

  it('never shows a negative remainder (limit lowered below the count)', () => {
    renderUi(<UsoAnexos stats={stats({ anexos_limite: 10, anexos_count: 12, can_add_anexo: false })} />);
    expect(screen.getByTestId('contador-anexos')).toHaveTextContent('12 de 10');
    expect(screen.getByTestId('restantes-anexos')).toHaveTextContent('Restam 0 anexos');
  });
});

describe('why uploads are disabled', () => {
  it('says nothing while uploads are allowed', () => {
    expect(motivoBloqueio(stats(), 'Gratuito')).toBeNull();
  });

  it('explains the limit and offers the upgrade', () => {
    renderUi(
      <BloqueioEnvio
        stats={stats({ anexos_count: 10, can_add_anexo: false, bloqueio: 'limite_anexos' })}
        plano="Gratuito"
      />,
    );
    expect(screen.getByText('Limite de anexos atingido')).toBeInTheDocument();
    expect(screen.getByText(/plano Gratuito permite 10 anexos e você já usa 10/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/upgrade');
  });

  it('explains a paused plan and offers the renewal', () => {
    renderUi(
      <BloqueioEnvio stats={stats({ can_add_anexo: false, bloqueio: 'pausado' })} plano="Essencial" />,
    );
    expect(screen.getByText('Envio de arquivos pausado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renovar o plano' })).toBeInTheDocument();
  });
});
