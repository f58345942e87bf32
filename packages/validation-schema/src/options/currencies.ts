import * as v from 'valibot';
import { messages } from '../messages';
import { type Option, optionValues } from './option';

/** Currencies of amounts: the major ISO 4217 codes (our choice of which). */
export const currencyOptions = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US Dollar' },
  { value: 'GBP', label: 'British Pound' },
  { value: 'CHF', label: 'Swiss Franc' },
  { value: 'JPY', label: 'Japanese Yen' },
  { value: 'CNY', label: 'Chinese Yuan' },
  { value: 'HKD', label: 'Hong Kong Dollar' },
  { value: 'SGD', label: 'Singapore Dollar' },
  { value: 'AUD', label: 'Australian Dollar' },
  { value: 'NZD', label: 'New Zealand Dollar' },
  { value: 'CAD', label: 'Canadian Dollar' },
  { value: 'SEK', label: 'Swedish Krona' },
  { value: 'NOK', label: 'Norwegian Krone' },
  { value: 'DKK', label: 'Danish Krone' },
  { value: 'PLN', label: 'Polish Zloty' },
  { value: 'CZK', label: 'Czech Koruna' },
  { value: 'HUF', label: 'Hungarian Forint' },
  { value: 'RON', label: 'Romanian Leu' },
  { value: 'TRY', label: 'Turkish Lira' },
  { value: 'ILS', label: 'Israeli New Shekel' },
  { value: 'AED', label: 'United Arab Emirates Dirham' },
  { value: 'SAR', label: 'Saudi Riyal' },
  { value: 'INR', label: 'Indian Rupee' },
  { value: 'KRW', label: 'South Korean Won' },
  { value: 'BRL', label: 'Brazilian Real' },
  { value: 'MXN', label: 'Mexican Peso' },
  { value: 'ZAR', label: 'South African Rand' },
] as const satisfies readonly Option[];
export type CurrencyCode = (typeof currencyOptions)[number]['value'];
export const currencyCodes: CurrencyCode[] = optionValues(currencyOptions);
export const currencySchema = v.picklist(currencyCodes, messages.invalidCurrency);
