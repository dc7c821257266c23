import { type FormEvent, type JSX, useMemo, useRef, useState } from 'react';
import { useServices } from '../../lib/services';
import { PointFields } from '../../ui/form/point-fields';
import { focusFirstInvalid, splitServerErrors, useFormErrors } from '../../ui/form/use-form-errors';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { saveCompanyProfile } from './company-profile-api';
import { PictureField } from './picture-field';
import {
  checkProfile,
  isProfileField,
  type ProfileValues,
  sameProfile,
  valuesFromCompany,
} from './profile-model';
import { ProjectsEditor } from './projects-editor';

interface CompanyProfileFormProps {
  companyId: number;
  initial: ProfileValues;
}

type TopField = Exclude<keyof ProfileValues, 'projects'>;

export function CompanyProfileForm({ companyId, initial }: CompanyProfileFormProps): JSX.Element {
  const { platform, http } = useServices();
  const [values, setValues] = useState(initial);
  // What the server has now: the unsaved-changes warning compares against it after each save.
  const [saved, setSaved] = useState(initial);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const check = useMemo(() => checkProfile(values), [values]);
  const errors = useFormErrors(check.ok ? {} : check.errors);
  useUnsavedChanges(!sameProfile(values, saved));
  const primary = usePrimarySubmit(formRef, { text: 'Сохранить профиль', loading: pending });

  function set<K extends TopField>(key: K, value: ProfileValues[K]): void {
    setValues((previous) => ({ ...previous, [key]: value }));
    errors.edited(key);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const verdict = checkProfile(values);
    if (!verdict.ok) {
      errors.showAll();
      setFormError('Проверьте поля, отмеченные красным.');
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    const result = await saveCompanyProfile(http, companyId, verdict.input);
    setPending(false);
    if (result.ok) {
      const fresh = valuesFromCompany(result.data);
      setValues(fresh);
      setSaved(fresh);
      platform.toast('success', 'Профиль сохранён.');
      return;
    }
    const server = splitServerErrors(result.errors, (path) => isProfileField(path, values.projects.length));
    errors.setServer(server.fields);
    setFormError([result.message, ...server.other].join(' '));
    focusFirstInvalid(formRef.current);
  }

  const text = (
    key: 'website' | 'address',
    label: string,
    extra: { type?: string; placeholder?: string },
  ) => (
    <TextField
      label={label}
      name={key}
      {...extra}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      onBlur={() => errors.touch(key)}
      error={errors.errorOf(key)}
    />
  );

  return (
    <form
      ref={formRef}
      className="form board-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending}
    >
      <FormAlert message={formError} />
      <section className="form-section" aria-labelledby="profile-about">
        <h2 id="profile-about">О компании</h2>
        <TextAreaField
          label="Описание"
          name="description"
          hint="Чем занимается компания и почему студентам интересно у вас работать."
          rows={8}
          maxLength={5000}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          onBlur={() => errors.touch('description')}
          error={errors.errorOf('description')}
        />
        {text('website', 'Сайт', { type: 'url', placeholder: 'https://' })}
        <div className="form-grid form-grid--images">
          <PictureField
            label="Логотип"
            kind="logo"
            value={values.logoUrl}
            onChange={(value) => set('logoUrl', value)}
            error={errors.errorOf('logoUrl')}
          />
          <PictureField
            label="Баннер"
            kind="banner"
            value={values.bannerUrl}
            onChange={(value) => set('bannerUrl', value)}
            error={errors.errorOf('bannerUrl')}
          />
        </div>
      </section>
      <section className="form-section" aria-labelledby="profile-place">
        <h2 id="profile-place">Адрес</h2>
        {text('address', 'Адрес офиса', { placeholder: 'Москва, ул. Тверская, 1' })}
        <PointFields
          value={{ lat: values.lat, lng: values.lng }}
          onChange={(point) => {
            set('lat', point.lat);
            set('lng', point.lng);
          }}
          onBlur={errors.touch}
          errors={{ lat: errors.errorOf('lat'), lng: errors.errorOf('lng') }}
        />
      </section>
      <ProjectsEditor
        projects={values.projects}
        onChange={(projects) => setValues((previous) => ({ ...previous, projects }))}
        errorOf={errors.errorOf}
        touch={errors.touch}
        edited={errors.edited}
        listError={errors.errorOf('projects')}
      />
      <div className="form-actions form-actions--sticky">
        <SubmitButton primary={primary} pending={pending}>
          {pending ? 'Сохраняем…' : 'Сохранить профиль'}
        </SubmitButton>
      </div>
    </form>
  );
}
