import { type FormEvent, type JSX, useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { studentProfileSave } from '../../../shared/contract/endpoints/profile';
import { SKILLS_MAX, type StudentProfile, StudentProfileInputSchema } from '../../../shared/contract/student';
import { verificationMessages } from '../../../shared/verification-messages';
import type { MaskResult } from '../../lib/mask';
import { usePhoneMask } from '../../lib/mask';
import { useServices } from '../../lib/services';
import { FileUploadField } from '../../ui/form/file-upload-field';
import { errorsFromIssues, focusFirstInvalid, useFormErrors } from '../../ui/form/use-form-errors';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { ToggleChip } from '../../ui/tag-chips';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { useDirtyTracker, useUnsavedChanges } from '../../ui/unsaved-changes';
import { inputOf, PHONE_MASK, type StudentFormValues, valuesOf } from './student-profile-model';

type TextKey = 'firstName' | 'lastName' | 'university' | 'faculty' | 'course' | 'graduationYear';
const TEXT_FIELDS: readonly { key: TextKey; label: string; inputMode?: 'numeric' }[] = [
  { key: 'lastName', label: 'Фамилия' },
  { key: 'firstName', label: 'Имя' },
  { key: 'university', label: 'Вуз' },
  { key: 'faculty', label: 'Факультет' },
  { key: 'course', label: 'Курс', inputMode: 'numeric' },
  { key: 'graduationYear', label: 'Год выпуска', inputMode: 'numeric' },
];

/** What the career centre checked: changing it sends the profile back to review (decision 015). */
const IDENTITY_KEYS: ReadonlySet<string> = new Set(['firstName', 'lastName']);
const REVIEW_HINT_TAIL = 'отправит профиль на повторную проверку: до неё компании его не видят.';
const REVIEW_HINT = `Изменение ${REVIEW_HINT_TAIL}`;

interface StudentProfileFormProps {
  profile: StudentProfile;
  tags: readonly { id: number; name: string }[];
  onSaved(profile: StudentProfile): void;
}

export function StudentProfileForm({ profile, tags, onSaved }: StudentProfileFormProps): JSX.Element {
  const { http, platform } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<StudentFormValues>(() => valuesOf(profile));
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const parsed = v.safeParse(StudentProfileInputSchema, inputOf(values));
  const errors = useFormErrors(parsed.success ? {} : errorsFromIssues(parsed.issues));

  const set = <K extends keyof StudentFormValues>(key: K, value: StudentFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    errors.edited(key === 'photo' ? 'photoFileId' : key === 'resume' ? 'resumeFileId' : key);
  };
  const hearPhone = useCallback((result: MaskResult) => {
    setValues((previous) => ({ ...previous, phone: result.masked }));
  }, []);
  const phoneRef = usePhoneMask(hearPhone);
  const tracker = useDirtyTracker(values);
  useUnsavedChanges(tracker.dirty);
  const primary = usePrimarySubmit(formRef, { text: 'Сохранить', loading: pending });

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (pending) return;
    if (!parsed.success) {
      errors.showAll();
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    setAlert(null);
    const result = await http.api(studentProfileSave, { body: parsed.output });
    setPending(false);
    if (!result.ok) {
      if (result.errors) errors.setServer(result.errors);
      setAlert(result.message);
      return;
    }
    tracker.markSaved();
    const backToReview = profile.status === 'approved' && result.data.status === 'pending';
    platform.toast('success', backToReview ? verificationMessages.studentSentToReview : 'Профиль сохранён.');
    onSaved(result.data);
  }

  function toggleSkill(id: number): void {
    const chosen = values.skillIds;
    if (chosen.includes(id))
      set(
        'skillIds',
        chosen.filter((one) => one !== id),
      );
    else if (chosen.length < SKILLS_MAX) set('skillIds', [...chosen, id]);
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      aria-label="Профиль"
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={alert} />
      {TEXT_FIELDS.map(({ key, label, inputMode }) => (
        <TextField
          key={key}
          label={label}
          name={key}
          inputMode={inputMode}
          value={values[key]}
          error={errors.errorOf(key)}
          hint={profile.status === 'approved' && IDENTITY_KEYS.has(key) ? REVIEW_HINT : undefined}
          onChange={(event) => set(key, event.target.value)}
          onBlur={() => errors.touch(key)}
        />
      ))}
      <TextField
        label="Телефон"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_MASK.replace(/#/g, '_')}
        defaultValue={values.phone}
        inputRef={phoneRef}
        error={errors.errorOf('phone')}
        onBlur={() => errors.touch('phone')}
      />
      <TextAreaField
        label="О себе"
        maxLength={3000}
        value={values.about}
        error={errors.errorOf('about')}
        onChange={(event) => set('about', event.target.value)}
        onBlur={() => errors.touch('about')}
      />
      <fieldset className="tag-picker">
        <legend className="field__label">Навыки</legend>
        <p className="field__hint" aria-live="polite">
          Выбрано {values.skillIds.length} из {SKILLS_MAX}
        </p>
        {tags.map((tag) => (
          <ToggleChip
            key={tag.id}
            pressed={values.skillIds.includes(tag.id)}
            onToggle={() => toggleSkill(tag.id)}
          >
            {tag.name}
          </ToggleChip>
        ))}
        {errors.errorOf('skillIds') ? <p className="field__error">{errors.errorOf('skillIds')}</p> : null}
      </fieldset>
      {profile.status === 'approved' ? <p className="field__hint">Новое фото {REVIEW_HINT_TAIL}</p> : null}
      <FileUploadField
        label="Фото"
        kind="photo"
        accept="image/jpeg,image/png,image/webp"
        preview="image"
        current={values.photo}
        error={errors.errorOf('photoFileId')}
        onChange={(file) => set('photo', file)}
      />
      <FileUploadField
        label="Резюме (PDF)"
        kind="resume"
        accept="application/pdf"
        preview="link"
        current={values.resume}
        error={errors.errorOf('resumeFileId')}
        onChange={(file) => set('resume', file)}
      />
      <SubmitButton primary={primary} pending={pending}>
        Сохранить
      </SubmitButton>
    </form>
  );
}
