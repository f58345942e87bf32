import * as v from 'valibot';
import { messages } from '../messages';
import { currencyCodes } from '../options/currencies';
import { nonNegativeNumber } from './numbers';
import { formObject } from './object';

/**
 * A required amount `{ value, currency }`. A missing amount or value reports `message`; a negative
 * value 'Value must be greater than or equal to 0'; a missing or unknown currency 'Currency is required'.
 */
export function requiredMoney(message: string) {
  return formObject(
    {
      value: nonNegativeNumber(message, messages.valueMinZero),
      currency: v.picklist(currencyCodes, messages.currencyRequired),
    },
    message,
  );
}

/** An amount `{ value: number >= 0, currency: ISO 4217 code }`; missing reports 'Amount is required'. */
export const moneySchema = requiredMoney(messages.amountRequired);
export type Money = v.InferOutput<typeof moneySchema>;

/**
 * An optional amount. Missing, `null` and `{ value: null }` (an emptied amount input) become `null`;
 * an amount with a value must be a valid `moneySchema`.
 */
export function optionalMoney() {
  return v.pipe(
    v.nullish(
      v.object({
        value: v.nullish(v.number(messages.amountRequired)),
        currency: v.nullish(v.string(messages.currencyRequired)),
      }),
      null,
    ),
    v.transform((money) => (money === null || money === undefined || money.value == null ? null : money)),
    v.nullable(moneySchema),
  );
}

/** See `optionalMoney`. */
export const optionalMoneySchema = optionalMoney();
