export { getLegalOperator, type LegalOperator, legalOperatorQueryOptions, useLegalOperator } from './get-operator';
export { legalKeys } from './keys';
