import {
  CALCULATION_MODELS,
  calculationModelDefinition,
  calculationModelPrefix,
  conversionFactor,
  convertAmount,
  isFixedModel,
  UNITS,
  unitLabel,
} from './units';
import type { CalculationModel } from './types';

describe('units (SPEC §3)', () => {
  it('has the spec families and factors', () => {
    const factors = Object.fromEntries(
      Object.entries(UNITS).map(([id, unit]) => [id, [unit.family, unit.factor]]),
    );
    expect(factors).toEqual({
      piece: ['amount', 1],
      serving: ['amount', 1],
      pair: ['amount', 1],
      person: ['amount', 1],
      package: ['amount', 1],
      gram: ['weight', 1],
      decagram: ['weight', 10],
      kilogram: ['weight', 1000],
      ml: ['volume', 1],
      cl: ['volume', 10],
      dl: ['volume', 100],
      l: ['volume', 1000],
      mm: ['length', 1],
      cm: ['length', 10],
      dm: ['length', 100],
      m: ['length', 1000],
      km: ['length', 1e6],
      mm2: ['square', 1],
      cm2: ['square', 100],
      dm2: ['square', 1e4],
      m2: ['square', 1e6],
      mm3: ['cubic', 1],
      cm3: ['cubic', 1e3],
      dm3: ['cubic', 1e6],
      m3: ['cubic', 1e9],
    });
  });

  it('converts within a family by the factors: 250 gram is 0.25 kilogram, 3 dl is 0.3 l', () => {
    expect(convertAmount(250, 'gram', 'kilogram')).toBe(0.25);
    expect(convertAmount(2, 'decagram', 'gram')).toBe(20);
    expect(convertAmount(3, 'dl', 'l')).toBeCloseTo(0.3, 12);
    expect(conversionFactor('m2', 'cm2')).toEqual({ numerator: 1e6, denominator: 100 });
    expect(convertAmount(4, 'piece', 'piece')).toBe(4);
  });

  it('does not convert across families or between counted units', () => {
    expect(convertAmount(1, 'gram', 'l')).toBeNull();
    expect(convertAmount(1, 'piece', 'pair')).toBeNull();
    expect(convertAmount(1, 'parsec', 'm')).toBeNull();
    expect(convertAmount(1, 'toString', 'm')).toBeNull();
  });

  it('labels units in German', () => {
    expect(unitLabel('piece')).toBe('Stück');
    expect(unitLabel('m2')).toBe('m²');
    expect(unitLabel('bunch')).toBe('bunch');
  });
});

describe('calculation models (SPEC §3): fixed (Exakt), approximate (Ungefähr, ca.), minimum (Minimum, ab)', () => {
  it('names the models and their price prefixes', () => {
    expect(CALCULATION_MODELS).toEqual({
      fixed: { label: 'Exakt', prefix: '' },
      approximate: { label: 'Ungefähr', prefix: 'ca.' },
      minimum: { label: 'Minimum', prefix: 'ab' },
    });
    expect(calculationModelPrefix('approximate')).toBe('ca.');
    expect(calculationModelPrefix('minimum')).toBe('ab');
    expect(calculationModelPrefix(null)).toBe('');
  });

  it('treats a missing or unknown model as fixed', () => {
    expect(isFixedModel(undefined)).toBe(true);
    expect(isFixedModel('minimum')).toBe(false);
    expect(calculationModelDefinition('bogus' as CalculationModel)).toBe(CALCULATION_MODELS.fixed);
  });
});
