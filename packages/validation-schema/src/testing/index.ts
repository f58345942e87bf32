export { enumerationCodes, expectNoRawCodes, rawCodesIn } from './raw-codes';
