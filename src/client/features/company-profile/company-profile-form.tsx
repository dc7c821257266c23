import type { JSX, ReactNode } from 'react';
import type { CompanyDetail, CompanyProfileInput } from '../../../shared/contract/company.contract';
import type { OwnDetailsDraft } from '../../lib/own-details-form';
import { useServices } from '../../lib/services';
import { type SendOptions, useForm } from '../../lib/use-form';
import { PointFields } from '../../ui/form/point-fields';
import { FormAlert } from '../../ui/form-alert';
import { CityField } from '../../ui/places/city-field';
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
  /** Drawn above the form with its unsaved edits: the review request saves them first. */
  banner?(draft: OwnDetailsDraft): ReactNode;
}

export function CompanyProfileForm({ companyId, initial, banner }: CompanyProfileFormProps): JSX.Element {
  const { platform, http } = useServices();
  // Dirty is measured against what the server has now: the last save, not the first load.
  const form = useForm({ initial, check: checkProfile, same: sameProfile });
  const { values } = form;
  useUnsavedChanges(form.dirty);
  const primary = usePrimarySubmit(form.formRef, { text: 'Сохранить профиль', loading: form.pending });

  const saving = (after?: () => void): SendOptions<CompanyProfileInput, CompanyDetail> => ({
    call: (input) => saveCompanyProfile(http, companyId, input),
    done(saved) {
      form.markSaved(valuesFromCompany(saved));
      platform.toast('success', 'Профиль сохранён.');
      after?.();
    },
    isField: (path) => isProfileField(path, values.projects.length),
    invalid: 'Проверьте поля, отмеченные красным.',
  });
  const submit = form.onSubmit(saving());
  const draft: OwnDetailsDraft = {
    dirty: form.dirty,
    async save() {
      let saved = false;
      await form.send(
        saving(() => {
          saved = true;
        }),
      );
      return saved;
    },
  };

  const text = (
    key: 'website' | 'address',
    label: string,
    extra: { type?: string; placeholder?: string },
  ) => <TextField label={label} name={key} {...extra} {...form.field(key)} />;

  return (
    <>
      {banner?.(draft)}
      <form
        ref={form.formRef}
        className="form board-form"
        noValidate
        onSubmit={submit}
        aria-busy={form.pending}
      >
        <FormAlert message={form.alert} />
        <section className="form-section" aria-labelledby="profile-about">
          <h2 id="profile-about">О компании</h2>
          <TextAreaField
            label="Описание"
            name="description"
            hint="Чем занимается компания и почему студентам интересно у вас работать."
            rows={8}
            maxLength={5000}
            {...form.field('description')}
          />
          {text('website', 'Сайт', { type: 'url', placeholder: 'https://' })}
          <div className="form-grid form-grid--images">
            <PictureField
              label="Логотип"
              kind="logo"
              value={values.logoUrl}
              onChange={(value) => form.set('logoUrl', value)}
              error={form.errorOf('logoUrl')}
            />
            <PictureField
              label="Баннер"
              kind="banner"
              value={values.bannerUrl}
              onChange={(value) => form.set('bannerUrl', value)}
              error={form.errorOf('bannerUrl')}
            />
          </div>
        </section>
        <section className="form-section" aria-labelledby="profile-place">
          <h2 id="profile-place">Город и адрес</h2>
          <CityField
            value={values.city}
            onChange={(city) => form.set('city', city, 'cityId')}
            error={form.errorOf('cityId')}
            hint="Новые вакансии начнутся с этого города; по нему их найдут в поиске."
          />
          {text('address', 'Адрес офиса', { placeholder: 'Москва, ул. Тверская, 1' })}
          <PointFields
            value={{ lat: values.lat, lng: values.lng }}
            onChange={(point) => {
              form.set('lat', point.lat);
              form.set('lng', point.lng);
            }}
            onBlur={form.touch}
            errors={{ lat: form.errorOf('lat'), lng: form.errorOf('lng') }}
          />
        </section>
        <ProjectsEditor
          projects={values.projects}
          onChange={(projects) => form.update((previous) => ({ ...previous, projects }))}
          errorOf={form.errorOf}
          touch={form.touch}
          edited={form.edited}
          listError={form.errorOf('projects')}
        />
        <div className="form-actions form-actions--sticky">
          <SubmitButton primary={primary} pending={form.pending}>
            {form.pending ? 'Сохраняем…' : 'Сохранить профиль'}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
