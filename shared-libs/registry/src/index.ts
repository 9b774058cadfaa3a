export * from './types';
export { parseRegistry, validateRoutes } from './validate';
export type { RegistryProblem } from './validate';
export { matchesPattern, findRouteOwner } from './matchRoute';
export type { RouteMatch } from './matchRoute';
export { matchPattern } from './matchPattern';
export type { PatternMatch, PatternParams } from './matchPattern';
export * from './canaryOptOut';
