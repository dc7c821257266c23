import type { VacancyFormValues } from './vacancy-form-model';

/** What every section of the vacancy form gets: the values and the ways to change and check them. */
export interface VacancyFieldsProps {
  values: VacancyFormValues;
  set<K extends keyof VacancyFormValues>(key: K, value: VacancyFormValues[K]): void;
  touch(key: keyof VacancyFormValues): void;
  errorOf(key: keyof VacancyFormValues): string | undefined;
}
