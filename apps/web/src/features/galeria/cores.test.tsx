import { MantineProvider } from '@mantine/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useChartColors } from '../financeiro/painel/useChartColors';
import { PRESENCA_COLORS, STATUS_COLORS } from '../pacientes/status';
import { TIPO_COLORS } from '../prontuarios/entradaForm';
import { PRESENCA_CORES, STATUS_TRATAMENTO_CORES, TIPO_PRONTUARIO_CORES } from './dados';
import { useCoresGrafico } from './useCoresGrafico';

// The gallery cannot import the areas (one feature never imports another); this test can, and keeps the
// gallery showing the colours the product really uses.
describe('the gallery shows the areas’ own colours', () => {
  it('status badges', () => {
    expect(STATUS_TRATAMENTO_CORES).toEqual(STATUS_COLORS);
    expect(PRESENCA_CORES).toEqual(PRESENCA_COLORS);
    expect(TIPO_PRONTUARIO_CORES).toEqual(TIPO_COLORS);
  });

  it('charts, in light and dark', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <MantineProvider forceColorScheme={scheme} theme={{ primaryColor: 'violet' }}>
          {children}
        </MantineProvider>
      );
      const galeria = renderHook(useCoresGrafico, { wrapper }).result.current;
      const produto = renderHook(useChartColors, { wrapper }).result.current;
      const { serie, neutra, ...resto } = galeria;
      const { serie: serieP, neutra: neutraP, ...restoP } = produto;
      expect(resto).toEqual(restoP);
      expect(resto.receita).toBe(scheme === 'dark' ? 'violet.4' : 'violet.6');
      for (let i = 0; i < 9; i++) {
        expect(serie(i)).toBe(serieP(i));
        expect(neutra(i)).toBe(neutraP(i));
      }
    }
  });
});
