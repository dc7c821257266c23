import type { JSX } from 'react';
import { VACANCY_TAGS_MAX } from '../../../shared/contract/vacancy.contract';
import { PUBLISH_DESCRIPTION_MIN } from '../../../shared/contract/vacancy-input.contract';
import { TagPicker } from '../../ui/form/tag-picker';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { SelectField } from './select-field';
import type { VacancyFieldsProps } from './vacancy-fields';

interface AboutSectionProps extends VacancyFieldsProps {
  types: readonly { id: number; name: string }[];
  tags: readonly { id: number; name: string }[];
}

/** Limits of the contract (VacancyInputSchema), shown by the counters. */
const LIMITS = { description: 10_000, requirements: 5_000, conditions: 5_000 } as const;

export function VacancyAboutSection({
  values,
  set,
  touch,
  errorOf,
  types,
  tags,
}: AboutSectionProps): JSX.Element {
  const texts = [
    {
      key: 'description',
      label: 'Описание',
      hint: `Чем предстоит заниматься, команда, проект. Для публикации — не меньше ${PUBLISH_DESCRIPTION_MIN} символов.`,
    },
    { key: 'requirements', label: 'Требования', hint: 'Что нужно знать и уметь.' },
    { key: 'conditions', label: 'Условия', hint: 'График, место, обучение, бонусы.' },
  ] as const;
  return (
    <section className="form-section" aria-labelledby="vacancy-about">
      <h2 id="vacancy-about">О вакансии</h2>
      <TextField
        label="Название"
        name="title"
        required
        maxLength={150}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        onBlur={() => touch('title')}
        error={errorOf('title')}
      />
      <SelectField
        label="Тип вакансии"
        name="vacancyTypeId"
        value={values.vacancyTypeId}
        options={[
          { value: '', label: 'Не выбран' },
          ...types.map((type) => ({ value: String(type.id), label: type.name })),
        ]}
        onChange={(value) => set('vacancyTypeId', value)}
        onBlur={() => touch('vacancyTypeId')}
        error={errorOf('vacancyTypeId')}
      />
      <TagPicker
        legend="Теги"
        max={VACANCY_TAGS_MAX}
        many="тегов"
        tags={tags}
        selected={values.tagIds}
        onChange={(ids) => set('tagIds', ids)}
        error={errorOf('tagIds')}
      />
      {texts.map((text) => (
        <TextAreaField
          key={text.key}
          label={text.label}
          name={text.key}
          hint={text.hint}
          rows={text.key === 'description' ? 8 : 5}
          maxLength={LIMITS[text.key]}
          value={values[text.key]}
          onChange={(event) => set(text.key, event.target.value)}
          onBlur={() => touch(text.key)}
          error={errorOf(text.key)}
        />
      ))}
    </section>
  );
}
