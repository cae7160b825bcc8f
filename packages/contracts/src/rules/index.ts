export * from './validators';
export * from './special-characters';
export * from './amount';
export * from './account';
export * from './random';
export * from './errors';
export * from './field-schema';
export * from './bank-account';
