export * from './rules';
export * from './checks';
export { dcmp, dadd, dsub, dmul, ddiv, dround, dnorm } from './decimal';
export * from './kinds';
