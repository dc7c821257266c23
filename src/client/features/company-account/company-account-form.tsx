import { type FormEvent, type JSX, useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  type CompanyAccount,
  type CompanyAccountInput,
  CompanyAccountInputSchema,
} from '../../../shared/contract/company-account';
import { companyAccountSave } from '../../../shared/contract/endpoints/profile';
import { PHONE_MASK } from '../../../shared/phone';
import { verificationMessages } from '../../../shared/verification-messages';
import { type MaskResult, maskedPhone, usePhoneMask } from '../../lib/mask';
import { useServices } from '../../lib/services';
import { errorsFromIssues, focusFirstInvalid, useFormErrors } from '../../ui/form/use-form-errors';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useDirtyTracker, useUnsavedChanges } from '../../ui/unsaved-changes';

type TextKey = 'name' | 'inn' | 'contactPerson';
const TEXT_FIELDS: readonly { key: TextKey; label: string }[] = [
  { key: 'name', label: 'Название' },
  { key: 'inn', label: 'ИНН' },
  { key: 'contactPerson', label: 'Контактное лицо' },
];
const REVIEW_HINT = 'Изменение проверит карьерный центр; до подтверждения студенты видят прежнее значение.';

/** What the form starts from: a pending proposal, so saving the phone does not withdraw it. */
const identityOf = (account: CompanyAccount): Record<TextKey, string> => {
  const change = account.identityChange;
  if (change?.status === 'pending') {
    const { name, inn, contactPerson } = change.proposed;
    return { name, inn, contactPerson: contactPerson ?? '' };
  }
  return { name: account.name, inn: account.inn, contactPerson: account.contactPerson };
};

interface CompanyAccountFormProps {
  account: CompanyAccount;
  onSaved(account: CompanyAccount): void;
}

/** The company's account: its verified identity and phone (the public face is «Профиль компании»). */
export function CompanyAccountForm({ account, onSaved }: CompanyAccountFormProps): JSX.Element {
  const { http, platform } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(() => identityOf(account));
  const [phone, setPhone] = useState(() => maskedPhone(account.phone));
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const input: CompanyAccountInput = { ...text, phone };
  const parsed = v.safeParse(CompanyAccountInputSchema, input);
  const errors = useFormErrors(parsed.success ? {} : errorsFromIssues(parsed.issues));
  const hearPhone = useCallback((result: MaskResult) => setPhone(result.masked), []);
  const phoneRef = usePhoneMask(hearPhone);
  const tracker = useDirtyTracker(input);
  useUnsavedChanges(tracker.dirty);
  const primary = usePrimarySubmit(formRef, { text: 'Сохранить', loading: pending });
  const verified = account.status === 'approved';

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
    const result = await http.api(companyAccountSave, { body: parsed.output });
    setPending(false);
    if (!result.ok) {
      if (result.errors) errors.setServer(result.errors);
      setAlert(result.message);
      return;
    }
    tracker.markSaved();
    const inReview = result.data.identityChange?.status === 'pending';
    platform.toast(
      'success',
      inReview ? verificationMessages.identitySentToReview : 'Данные компании сохранены.',
    );
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
          hint={verified ? REVIEW_HINT : undefined}
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
      <SubmitButton primary={primary} pending={pending}>
        Сохранить
      </SubmitButton>
    </form>
  );
}
