import type { JSX, ReactNode } from 'react';
import {
  SKILLS_MAX,
  type StudentProfile,
  StudentProfileInputSchema,
} from '../../../shared/contract/student.contract';
import { verificationMessages } from '../../../shared/verification-messages';
import { type OwnDetailsDraft, useOwnDetailsForm } from '../../lib/own-details-form';
import { useServices } from '../../lib/services';
import { verdictOf } from '../../lib/use-form';
import { FileUploadField } from '../../ui/form/file-upload-field';
import { PhoneField } from '../../ui/form/phone-field';
import { SaveForm } from '../../ui/form/save-form';
import { TagPicker } from '../../ui/form/tag-picker';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { saveStudentProfile } from './student-profile-api';
import { inputOf, type StudentFormValues, valuesOf } from './student-profile-model';

type TextKey = 'firstName' | 'lastName' | 'university' | 'faculty' | 'course' | 'graduationYear';
const TEXT_FIELDS: readonly { key: TextKey; label: string; inputMode?: 'numeric' }[] = [
  { key: 'lastName', label: 'Фамилия' },
  { key: 'firstName', label: 'Имя' },
  { key: 'university', label: 'Вуз' },
  { key: 'faculty', label: 'Факультет' },
  { key: 'course', label: 'Курс', inputMode: 'numeric' },
  { key: 'graduationYear', label: 'Год выпуска', inputMode: 'numeric' },
];

/**
 * What the career centre checked: changing it sends the profile back to review (docs/decisions/051;
 * the server's list is STUDENT_IDENTITY_FIELDS, where the name stands for both name fields).
 */
const IDENTITY_KEYS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'university', 'faculty']);
const REVIEW_HINT = 'Изменение отправит профиль на повторную проверку: до неё компании его не видят.';

interface StudentProfileFormProps {
  profile: StudentProfile;
  tags: readonly { id: number; name: string }[];
  onSaved(profile: StudentProfile): void;
  /** Drawn above the form with its unsaved edits: the review request saves them first. */
  banner?(draft: OwnDetailsDraft): ReactNode;
}

const check = (values: StudentFormValues) => verdictOf(StudentProfileInputSchema, inputOf(values));

export function StudentProfileForm({ profile, tags, onSaved, banner }: StudentProfileFormProps): JSX.Element {
  const { http } = useServices();
  const { form, frame, phone, draft } = useOwnDetailsForm({
    initial: valuesOf(profile),
    check,
    save: (body) => saveStudentProfile(http, body),
    savedText: (saved) =>
      profile.status !== 'approved'
        ? 'Профиль сохранён.'
        : saved.status === 'pending'
          ? verificationMessages.studentSentToReview
          : saved.photoFileId !== null && saved.photoFileId !== profile.photoFileId
            ? verificationMessages.studentPhotoToCheck
            : 'Профиль сохранён.',
    onSaved,
  });
  const { values, set } = form;

  return (
    <>
      {banner?.(draft)}
      <SaveForm label="Профиль" {...frame}>
        {TEXT_FIELDS.map(({ key, label, inputMode }) => (
          <TextField
            key={key}
            label={label}
            name={key}
            inputMode={inputMode}
            hint={profile.status === 'approved' && IDENTITY_KEYS.has(key) ? REVIEW_HINT : undefined}
            {...form.field(key)}
          />
        ))}
        <PhoneField {...phone} />
        <TextAreaField label="О себе" maxLength={3000} {...form.field('about')} />
        <TagPicker
          legend="Навыки"
          max={SKILLS_MAX}
          many="навыков"
          tags={tags}
          selected={values.skillIds}
          onChange={(ids) => set('skillIds', ids)}
          error={form.errorOf('skillIds')}
        />
        {profile.status === 'approved' ? (
          // A photo keeps the profile approved: the career centre looks at it afterwards (decision 051).
          <p className="field__hint">
            Новое фото компании увидят сразу, карьерный центр посмотрит его позже.
          </p>
        ) : null}
        <FileUploadField
          label="Фото"
          kind="photo"
          accept="image/jpeg,image/png,image/webp"
          preview="image"
          current={values.photo}
          error={form.errorOf('photoFileId')}
          onChange={(file) => set('photo', file, 'photoFileId')}
        />
        <FileUploadField
          label="Резюме (PDF)"
          kind="resume"
          accept="application/pdf"
          preview="link"
          current={values.resume}
          error={form.errorOf('resumeFileId')}
          onChange={(file) => set('resume', file, 'resumeFileId')}
        />
      </SaveForm>
    </>
  );
}
