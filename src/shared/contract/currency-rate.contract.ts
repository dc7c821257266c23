import * as v from 'valibot';
import { CURRENCIES, type Currency } from '../dictionaries';

/**
 * The career centre's exchange rates (docs/decisions/063): roubles per unit of each currency a
 * vacancy may be paid in, the rouble aside. Admins set them on /board/currency-rates/; the table is
 * src/server/db/schema/currency-rates.ts.
 */
export type RateCurrency = Exclude<Currency, 'RUR'>;
export const RATE_CURRENCIES = CURRENCIES.filter((currency): currency is RateCurrency => currency !== 'RUR');
const rateCurrencies = RATE_CURRENCIES as readonly RateCurrency[] as readonly [
  RateCurrency,
  ...RateCurrency[],
];

/** No currency a vacancy is paid in costs more: a bigger figure is a slip (a zero too many). */
const CURRENCY_RATE_MAX = 1_000;
/** The column keeps four decimals (numeric(10, 4)). */
const RATE_DECIMALS = 4;

const hasAtMostDecimals = (value: number) => {
  const scaled = value * 10 ** RATE_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** The `:currency` of PUT and DELETE /api/currency-rate/:currency/; another code is a 404. */
export const CurrencyRateParamsSchema = v.object({ currency: v.picklist(rateCurrencies) });

/** PUT /api/currency-rate/:currency/: how many roubles one unit costs. */
export const CurrencyRateInputSchema = v.object({
  roubles: v.pipe(
    v.number('Напишите курс числом: сколько рублей стоит одна единица, например 92,5.'),
    v.gtValue(0, 'Курс должен быть больше нуля.'),
    v.maxValue(
      CURRENCY_RATE_MAX,
      `Курс не больше ${CURRENCY_RATE_MAX} ₽ за единицу: проверьте, нет ли лишнего нуля.`,
    ),
    v.check(hasAtMostDecimals, `Не больше ${RATE_DECIMALS} знаков после запятой.`),
  ),
});
export type CurrencyRateInput = v.InferOutput<typeof CurrencyRateInputSchema>;

export const CurrencyRateSchema = v.object({
  currency: v.picklist(rateCurrencies),
  /** Roubles per unit; null: no rate, the currency sorts after the roubles. */
  roubles: v.nullable(v.number()),
  updatedAt: v.nullable(v.string()),
  /** Published vacancies with a salary in this currency: what the rate moves. */
  vacancies: v.number(),
});
export type CurrencyRate = v.InferOutput<typeof CurrencyRateSchema>;

/** GET /api/currency-rate/getItems: every currency of RATE_CURRENCIES, in its order. */
export const CurrencyRateListSchema = v.array(CurrencyRateSchema);
