import { describe, expect, it } from 'vitest';
import { PRESENCA_COLORS, STATUS_COLORS } from '../../components/pacientes/status';
import { TIPO_COLORS } from '../../components/prontuarios/ProntuarioTimeline';
import { PRESENCA_CORES, STATUS_TRATAMENTO_CORES, TIPO_PRONTUARIO_CORES } from './dados';

// The gallery cannot import the areas (one feature never imports another); this test can, and keeps the
// gallery showing the colours the product really uses.
describe('the gallery shows the areas’ own colours', () => {
  it('status badges', () => {
    expect(STATUS_TRATAMENTO_CORES).toEqual(STATUS_COLORS);
    expect(PRESENCA_CORES).toEqual(PRESENCA_COLORS);
    expect(TIPO_PRONTUARIO_CORES).toEqual(TIPO_COLORS);
  });
});
