/** The catalogue check lives with the catalogue types in @courier/domain (catalogCoverage.ts). */
export { catalogProblems } from '@courier/domain/catalogCoverage';
