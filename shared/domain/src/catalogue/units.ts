/**
 * SPEC §3 units and calculation models. Unit ids are the spec's names
 * ('piece', 'gram', 'ml', 'm2', ...); units of one family convert by their
 * factors, the counted units (piece, serving, pair, person, package) only
 * into themselves.
 */
import type { CalculationModel } from './types';

export type UnitFamily = 'amount' | 'weight' | 'volume' | 'length' | 'square' | 'cubic';

export interface UnitDefinition {
  family: UnitFamily;
  /** Size in the family's smallest unit (gram, ml, mm, mm², mm³); counted units 1. */
  factor: number;
  /** German label shown after amounts and prices. */
  label: string;
}

export const UNITS: Readonly<Record<string, UnitDefinition>> = {
  piece: { family: 'amount', factor: 1, label: 'Stück' },
  serving: { family: 'amount', factor: 1, label: 'Portion' },
  pair: { family: 'amount', factor: 1, label: 'Paar' },
  person: { family: 'amount', factor: 1, label: 'Person' },
  package: { family: 'amount', factor: 1, label: 'Packung' },
  gram: { family: 'weight', factor: 1, label: 'g' },
  decagram: { family: 'weight', factor: 10, label: 'dag' },
  kilogram: { family: 'weight', factor: 1000, label: 'kg' },
  ml: { family: 'volume', factor: 1, label: 'ml' },
  cl: { family: 'volume', factor: 10, label: 'cl' },
  dl: { family: 'volume', factor: 100, label: 'dl' },
  l: { family: 'volume', factor: 1000, label: 'l' },
  mm: { family: 'length', factor: 1, label: 'mm' },
  cm: { family: 'length', factor: 10, label: 'cm' },
  dm: { family: 'length', factor: 100, label: 'dm' },
  m: { family: 'length', factor: 1000, label: 'm' },
  km: { family: 'length', factor: 1e6, label: 'km' },
  mm2: { family: 'square', factor: 1, label: 'mm²' },
  cm2: { family: 'square', factor: 100, label: 'cm²' },
  dm2: { family: 'square', factor: 1e4, label: 'dm²' },
  m2: { family: 'square', factor: 1e6, label: 'm²' },
  mm3: { family: 'cubic', factor: 1, label: 'mm³' },
  cm3: { family: 'cubic', factor: 1e3, label: 'cm³' },
  dm3: { family: 'cubic', factor: 1e6, label: 'dm³' },
  m3: { family: 'cubic', factor: 1e9, label: 'm³' },
};

/** SPEC §9 cart count: amounts count for these units, any other item counts 1. */
export const COUNTED_UNITS: readonly string[] = ['piece', 'pair', 'person'];

const UNIT_BY_ID = new Map(Object.entries(UNITS));

export function unitDefinition(unit: string): UnitDefinition | null {
  return UNIT_BY_ID.get(unit) ?? null;
}

export function unitLabel(unit: string): string {
  return unitDefinition(unit)?.label ?? unit;
}

/**
 * How many `to` units one `from` unit is (kilogram → gram: 1000), or null when
 * they do not convert (different families, or two different counted units).
 */
export function conversionFactor(
  from: string,
  to: string,
): { numerator: number; denominator: number } | null {
  if (from === to) return { numerator: 1, denominator: 1 };
  const source = unitDefinition(from);
  const target = unitDefinition(to);
  if (!source || !target || source.family !== target.family || source.family === 'amount') return null;
  return { numerator: source.factor, denominator: target.factor };
}

/** An amount in `from` units expressed in `to` units; null when they do not convert. */
export function convertAmount(amount: number, from: string, to: string): number | null {
  const factor = conversionFactor(from, to);
  if (!factor) return null;
  return (amount * factor.numerator) / factor.denominator;
}

export interface CalculationModelDefinition {
  label: string;
  /** Shown before a price: '' (exact), 'ca.' or 'ab'. */
  prefix: string;
}

export const CALCULATION_MODELS: Readonly<Record<CalculationModel, CalculationModelDefinition>> = {
  fixed: { label: 'Exakt', prefix: '' },
  approximate: { label: 'Ungefähr', prefix: 'ca.' },
  minimum: { label: 'Minimum', prefix: 'ab' },
};

/** A missing (or unknown) model is fixed. */
export function calculationModelDefinition(
  model: CalculationModel | null | undefined,
): CalculationModelDefinition {
  return model && Object.hasOwn(CALCULATION_MODELS, model)
    ? CALCULATION_MODELS[model]
    : CALCULATION_MODELS.fixed;
}

export function calculationModelPrefix(model: CalculationModel | null | undefined): string {
  return calculationModelDefinition(model).prefix;
}

export function isFixedModel(model: CalculationModel | null | undefined): boolean {
  return calculationModelDefinition(model) === CALCULATION_MODELS.fixed;
}
