import type { JSX } from 'react';
import { TextField } from '../../ui/text-field';
import type { VacancyFieldsProps } from './vacancy-fields';

/**
 * How students apply: on the board (empty), or on the company's site or by email when the
 * company requires it (docs/decisions/020, «Applying elsewhere»). The contract checks the value.
 */
export function VacancyApplySection({ values, set, touch, errorOf }: VacancyFieldsProps): JSX.Element {
  return (
    <section className="form-section" aria-labelledby="vacancy-apply">
      <h2 id="vacancy-apply">Отклики</h2>
      <TextField
        label="Принимать отклики на сайте компании или по email"
        name="applyElsewhere"
        inputMode="url"
        placeholder="https://company.ru/jobs/42 или hr@company.ru"
        hint="Оставьте пустым, чтобы студенты откликались здесь, а вы видели отклики в разделе «Отклики». Если указать ссылку или email, кнопка на странице вакансии отправит студента туда, а мы посчитаем переходы."
        value={values.applyElsewhere}
        onChange={(event) => set('applyElsewhere', event.target.value)}
        onBlur={() => touch('applyElsewhere')}
        error={errorOf('applyElsewhere')}
      />
    </section>
  );
}
