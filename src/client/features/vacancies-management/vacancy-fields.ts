import type { VacancyFormValues } from './vacancy-form-model';

/**
 * What every section of the vacancy form gets: the values and the ways to change and check them.
 * The city is a value (`city`) that is sent, and refused, as `cityId` (vacancy-form-model.ts).
 */
export interface VacancyFieldsProps {
  values: VacancyFormValues;
  /** `path`: where an error about the old value was said, when not at the key. */
  set<K extends keyof VacancyFormValues>(key: K, value: VacancyFormValues[K], path?: string): void;
  touch(key: keyof VacancyFormValues): void;
  errorOf(key: keyof VacancyFormValues | 'cityId'): string | undefined;
}
