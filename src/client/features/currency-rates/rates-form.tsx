import type { JSX } from 'react';
import * as v from 'valibot';
import {
  type CurrencyRate,
  CurrencyRateInputSchema,
  RATE_CURRENCIES,
  type RateCurrency,
} from '../../../shared/contract/currency-rate.contract';
import { currencySymbols } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import { csvDateTime } from '../../../shared/moscow-time';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { type RateChange, saveCurrencyRates } from './currency-rates-api';

/** How the screen names a currency; a new one in CURRENCIES must be named here (the type says so). */
const NAMES: Record<RateCurrency, { name: string; salaries: string }> = {
  USD: { name: 'Доллар США', salaries: 'в долларах' },
  EUR: { name: 'Евро', salaries: 'в евро' },
};

type Texts = Record<RateCurrency, string>;

const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 4, useGrouping: false });

/** «92,5» or «92.5» as a number; empty: no rate; anything else NaN, which the contract refuses. */
function rateOfText(text: string): number | undefined {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  if (plain === '') return undefined;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Each field is a rate or empty, checked by the contract the server checks the rate with. */
const TextsSchema = v.object(
  Object.fromEntries(
    RATE_CURRENCIES.map((currency) => [currency, v.optional(CurrencyRateInputSchema.entries.roubles)]),
  ) as Record<RateCurrency, v.OptionalSchema<typeof CurrencyRateInputSchema.entries.roubles, undefined>>,
);
const check = (texts: Texts) =>
  verdictOf(
    TextsSchema,
    Object.fromEntries(RATE_CURRENCIES.map((currency) => [currency, rateOfText(texts[currency])])),
  );

const textOf = (rate: CurrencyRate) => (rate.roubles === null ? '' : decimal.format(rate.roubles));

function hintOf(rate: CurrencyRate): string {
  const moves = `${pluralRu(rate.vacancies, ['вакансия', 'вакансии', 'вакансий'])} с зарплатой ${NAMES[rate.currency].salaries}`;
  if (rate.roubles === null || rate.updatedAt === null)
    return `Курс не задан, после рублёвых: ${moves}. Пустое поле — курса нет.`;
  return `Задан ${csvDateTime(new Date(rate.updatedAt))} мск, среди рублёвых: ${moves}. Очистите поле, чтобы убрать курс.`;
}

/**
 * The rates as one form (one primary action on screen): what changed is sent on «Сохранить», a
 * cleared field removes its rate after asking.
 */
export function RatesForm({
  rates,
  onSaved,
}: {
  rates: CurrencyRate[];
  onSaved(saved: CurrencyRate[]): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const initial = Object.fromEntries(rates.map((rate) => [rate.currency, textOf(rate)])) as Texts;
  const form = useForm({ initial, check });
  useUnsavedChanges(form.dirty);
  const primary = usePrimarySubmit(form.formRef, { text: 'Сохранить', loading: form.pending });

  const changes = (input: Partial<Record<RateCurrency, number>>): RateChange[] =>
    rates.flatMap((rate) => {
      const roubles = input[rate.currency] ?? null;
      return roubles === rate.roubles ? [] : [{ currency: rate.currency, roubles }];
    });

  async function submit(event: { preventDefault(): void }): Promise<void> {
    event.preventDefault();
    const removed = form.verdict.ok
      ? changes(form.verdict.input).filter((change) => change.roubles === null)
      : [];
    if (removed.length > 0) {
      const which = removed.map((change) => NAMES[change.currency].salaries).join(' и ');
      const yes = await platform.confirm({
        title: 'Убрать курс?',
        message: `Вакансии с зарплатой ${which} встанут после рублёвых и выпадут из поиска с зарплатой.`,
        confirmText: 'Убрать',
        cancelText: 'Отмена',
        destructive: true,
      });
      if (!yes) return;
    }
    await form.send({
      call: (input) => saveCurrencyRates(http, changes(input)),
      done(saved) {
        platform.toast('success', 'Курсы сохранены: сортировка по зарплате уже их учитывает.');
        onSaved(saved);
      },
      alert: 'unless-named',
    });
  }

  return (
    <form
      ref={form.formRef}
      className="form form-section board-form--narrow"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="rates-form-title"
    >
      <h2 id="rates-form-title">Курсы к рублю</h2>
      <FormAlert message={form.alert} />
      {rates.map((rate) => (
        <TextField
          key={rate.currency}
          label={`${NAMES[rate.currency].name}: рублей за 1 ${currencySymbols[rate.currency]}`}
          name={rate.currency}
          inputMode="decimal"
          autoComplete="off"
          placeholder="Например, 92,5"
          hint={hintOf(rate)}
          {...form.field(rate.currency)}
        />
      ))}
      <div className="form-actions">
        <SubmitButton primary={primary} pending={form.pending}>
          Сохранить
        </SubmitButton>
      </div>
    </form>
  );
}
