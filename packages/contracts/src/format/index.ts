export * from './decimal';
export * from './number';
export * from './time';
export * from './text';
export * from './money';
export * from './version';
