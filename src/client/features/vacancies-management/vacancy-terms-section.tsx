import type { JSX } from 'react';
import {
  type Currency,
  currencySymbols,
  type Employment,
  type Experience,
  employmentLabels,
  experienceLabels,
  type Schedule,
  STUDENT_FLAGS,
  scheduleLabels,
  studentFlagLabels,
} from '../../../shared/dictionaries';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { TextField } from '../../ui/text-field';
import { optionsFrom, SelectField } from './select-field';
import type { VacancyFieldsProps } from './vacancy-fields';

const CURRENCY_NAMES: Record<Currency, string> = { RUR: 'Рубли, ₽', USD: 'Доллары, $', EUR: 'Евро, €' };

function isKey<T extends string>(labels: Readonly<Record<T, unknown>>, value: string): value is T {
  return Object.hasOwn(labels, value);
}

/** Salary, the hh.ru dictionaries and the student flags. */
export function VacancyTermsSection({ values, set, touch, errorOf }: VacancyFieldsProps): JSX.Element {
  return (
    <section className="form-section" aria-labelledby="vacancy-terms">
      <h2 id="vacancy-terms">Условия работы</h2>
      <fieldset className="form-grid form-grid--salary">
        <legend className="field__label">Зарплата в месяц</legend>
        <TextField
          label="От"
          name="salaryFrom"
          inputMode="numeric"
          value={values.salaryFrom}
          onChange={(event) => set('salaryFrom', event.target.value)}
          onBlur={() => touch('salaryFrom')}
          error={errorOf('salaryFrom')}
        />
        <TextField
          label="До"
          name="salaryTo"
          inputMode="numeric"
          value={values.salaryTo}
          onChange={(event) => set('salaryTo', event.target.value)}
          onBlur={() => touch('salaryTo')}
          error={errorOf('salaryTo')}
        />
        <SelectField
          label="Валюта"
          name="salaryCurrency"
          value={values.salaryCurrency}
          options={Object.keys(currencySymbols).map((code) => ({
            value: code,
            label: isKey(CURRENCY_NAMES, code) ? CURRENCY_NAMES[code] : code,
          }))}
          onChange={(value) => {
            if (isKey(currencySymbols, value)) set('salaryCurrency', value);
          }}
          error={errorOf('salaryCurrency')}
        />
      </fieldset>
      <CheckboxField
        label="Зарплата указана до вычета налогов"
        name="salaryGross"
        checked={values.salaryGross}
        onChange={(checked) => set('salaryGross', checked)}
        hint="Без отметки — сумма на руки. Оставьте поля пустыми, если зарплата обсуждается."
      />
      <div className="form-grid form-grid--three">
        <SelectField
          label="Тип занятости"
          name="employment"
          value={values.employment}
          options={optionsFrom(employmentLabels)}
          onChange={(value) => {
            if (isKey<Employment>(employmentLabels, value)) set('employment', value);
          }}
          error={errorOf('employment')}
        />
        <SelectField
          label="График"
          name="schedule"
          value={values.schedule}
          options={optionsFrom(scheduleLabels)}
          onChange={(value) => {
            if (isKey<Schedule>(scheduleLabels, value)) set('schedule', value);
          }}
          error={errorOf('schedule')}
        />
        <SelectField
          label="Опыт работы"
          name="experience"
          value={values.experience}
          options={optionsFrom(experienceLabels)}
          onChange={(value) => {
            if (isKey<Experience>(experienceLabels, value)) set('experience', value);
          }}
          error={errorOf('experience')}
        />
      </div>
      <fieldset className="checkbox-group">
        <legend className="field__label">Кому подходит</legend>
        {STUDENT_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            label={studentFlagLabels[flag]}
            name={flag}
            checked={values.flags[flag]}
            onChange={(checked) => set('flags', { ...values.flags, [flag]: checked })}
          />
        ))}
      </fieldset>
    </section>
  );
}
