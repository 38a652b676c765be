export * from './events';
export * from './messages';
export * from './fields/field-kinds';
export * from './fields/field-values';
export * from './fields/common-fields';
export * from './entities/entity-description';
export * from './entities/catalog-basics';
