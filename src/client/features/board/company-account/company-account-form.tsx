import { type FormEvent, type JSX, useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  type CompanyAccount,
  type CompanyAccountInput,
  CompanyAccountInputSchema,
  CompanyAccountSchema,
} from '../../../../shared/contract/company-account';
import { type MaskResult, useMask } from '../../../lib/mask';
import { useServices } from '../../../lib/services';
import { FormAlert } from '../../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../../ui/primary-action';
import { TextField } from '../../../ui/text-field';
import { useDirtyTracker, useUnsavedChanges } from '../../../ui/unsaved-changes';
import { type ChosenFile, FileUploadField } from '../account/file-upload-field';
import { errorsFromIssues, focusFirstInvalid, useFormErrors } from '../form/use-form-errors';
import { maskedPhone, PHONE_MASK } from '../student-profile/student-profile-model';

type TextKey = 'name' | 'inn' | 'contactPerson';
const TEXT_FIELDS: readonly { key: TextKey; label: string }[] = [
  { key: 'name', label: 'Название' },
  { key: 'inn', label: 'ИНН' },
  { key: 'contactPerson', label: 'Контактное лицо' },
];

/** A picture slot: what is shown, and what to send (undefined: unchanged, null: remove). */
type Picture = { shown: ChosenFile | null; choice: number | null | undefined };
const pictureOf = (url: string | null): Picture => ({
  shown: url ? { id: 0, url, originalName: '' } : null,
  choice: undefined,
});
const chosen = (file: ChosenFile | null): Picture => ({ shown: file, choice: file ? file.id : null });

interface CompanyAccountFormProps {
  account: CompanyAccount;
  onSaved(account: CompanyAccount): void;
}

export function CompanyAccountForm({ account, onSaved }: CompanyAccountFormProps): JSX.Element {
  const { http, platform } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState({
    name: account.name,
    inn: account.inn,
    contactPerson: account.contactPerson,
  });
  const [phone, setPhone] = useState(() => maskedPhone(account.phone));
  const [logo, setLogo] = useState(() => pictureOf(account.logoUrl));
  const [banner, setBanner] = useState(() => pictureOf(account.bannerUrl));
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const input: CompanyAccountInput = {
    ...text,
    phone,
    ...(logo.choice === undefined ? {} : { logoFileId: logo.choice }),
    ...(banner.choice === undefined ? {} : { bannerFileId: banner.choice }),
  };
  const parsed = v.safeParse(CompanyAccountInputSchema, input);
  const errors = useFormErrors(parsed.success ? {} : errorsFromIssues(parsed.issues));
  const hearPhone = useCallback((result: MaskResult) => setPhone(result.masked), []);
  const phoneRef = useMask(PHONE_MASK, hearPhone);
  // Compared as sent: after a save the pictures go back to "unchanged", which is clean again.
  const tracker = useDirtyTracker(input);
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
    const result = await http.request('put', 'company/me/', CompanyAccountSchema, { json: parsed.output });
    setPending(false);
    if (!result.ok) {
      if (result.errors) errors.setServer(result.errors);
      setAlert(result.message);
      return;
    }
    setLogo(pictureOf(result.data.logoUrl));
    setBanner(pictureOf(result.data.bannerUrl));
    tracker.markSaved();
    platform.toast('success', 'Данные компании сохранены.');
    onSaved(result.data);
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      aria-label="Данные компании"
      onSubmit={(event) => void submit(event)}
    >
      <FormAlert message={alert} />
      {TEXT_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          name={key}
          inputMode={key === 'inn' ? 'numeric' : undefined}
          value={text[key]}
          error={errors.errorOf(key)}
          onChange={(event) => {
            setText({ ...text, [key]: event.target.value });
            errors.edited(key);
          }}
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
        defaultValue={phone}
        inputRef={phoneRef}
        error={errors.errorOf('phone')}
        onBlur={() => errors.touch('phone')}
      />
      <FileUploadField
        label="Логотип"
        kind="logo"
        accept="image/jpeg,image/png,image/webp"
        preview="image"
        current={logo.shown}
        error={errors.errorOf('logoFileId')}
        onChange={(file) => setLogo(chosen(file))}
      />
      <FileUploadField
        label="Баннер"
        kind="banner"
        accept="image/jpeg,image/png,image/webp"
        preview="image"
        current={banner.shown}
        error={errors.errorOf('bannerFileId')}
        onChange={(file) => setBanner(chosen(file))}
      />
      <SubmitButton primary={primary} pending={pending}>
        Сохранить
      </SubmitButton>
    </form>
  );
}
