import { type FormEvent, type JSX, useCallback, useMemo, useRef, useState } from 'react';
import type { SessionData } from '../../../shared/contract/auth.contract';
import { type MaskResult, phonePreProcess, useMask } from '../../lib/mask';
import { rememberSession } from '../../lib/remember-session';
import { useServices } from '../../lib/services';
import { useStore } from '../../lib/store';
import { telegramUserFromInitData } from '../../lib/telegram-user';
import type { Platform } from '../../platform/platform';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useDirtyTracker, useUnsavedChanges } from '../../ui/unsaved-changes';
import { PolicyDialog } from './policy-dialog';
import { availabilityRequest, registerRequest } from './registration-api';
import { FIELDS, type FieldSpec, type RegistrationKind, validate } from './registration-fields';

const TAKEN: Record<'email' | 'inn', string> = {
  email: 'Этот email уже зарегистрирован.',
  inn: 'Компания с этим ИНН уже зарегистрирована.',
};

/** Inside Telegram the names are suggested from the Telegram user; the user may change them. */
function telegramPrefill(kind: RegistrationKind, platform: Platform): Record<string, string> {
  const user = platform.kind === 'telegram' ? telegramUserFromInitData(platform.initData()) : null;
  if (user === null) return {};
  if (kind === 'company') {
    const person = `${user.firstName} ${user.lastName}`.trim();
    return person === '' ? {} : { contactPerson: person };
  }
  const names: Record<string, string> = {};
  if (user.firstName !== '') names.firstName = user.firstName;
  if (user.lastName !== '') names.lastName = user.lastName;
  return names;
}

/**
 * Step one: the fields, checked with the shared contract as the user types (a field shows its
 * error once left, or after a submit), availability asked on blur, and the required consent.
 */
export function RegistrationForm({
  kind,
  onRegistered,
}: {
  kind: RegistrationKind;
  onRegistered: (session: SessionData) => void;
}): JSX.Element {
  const { http, platform } = useServices();
  const store = useStore();
  const [values, setValues] = useState<Record<string, string>>(() => telegramPrefill(kind, platform));
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [taken, setTaken] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const checked = useMemo(() => validate(kind, values, consent), [kind, values, consent]);
  const errors = checked.ok ? {} : checked.errors;
  // Dirty until registered: the form unmounts then (the photo step follows).
  // Dirty means typed by the user: Telegram's suggested names alone are nothing to lose.
  const { dirty } = useDirtyTracker(values);
  useUnsavedChanges(consent || dirty);
  const primary = usePrimarySubmit(formRef, { text: 'Зарегистрироваться', loading: pending });

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTaken((current) => ({ ...current, [name]: '' }));
    setServerErrors((current) => ({ ...current, [name]: '' }));
  }, []);

  async function checkAvailability(field: FieldSpec) {
    setTouched((current) => ({ ...current, [field.name]: true }));
    const kindOfCheck = field.availability;
    const value = values[field.name] ?? '';
    if (!kindOfCheck || value === '' || errors[field.name]) return;
    const result = await availabilityRequest(http, { field: kindOfCheck, value, kind });
    if (result.ok && !result.data.available)
      setTaken((current) => ({ ...current, [field.name]: TAKEN[kindOfCheck] }));
  }

  const errorOf = (name: string) =>
    serverErrors[name] || taken[name] || (touched[name] ? errors[name] : undefined) || undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setTouched(Object.fromEntries([...FIELDS[kind].map((f) => [f.name, true]), ['consent', true]]));
    if (!checked.ok) {
      const first = FIELDS[kind].find((field) => checked.errors[field.name]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setPending(true);
    setFormError(null);
    // Inside Telegram the new account is linked to this Telegram user (docs/design.md#sessions-and-telegram).
    const initData = platform.kind === 'telegram' ? platform.initData() : null;
    const result = await registerRequest(http, initData ? { ...checked.value, initData } : checked.value);
    setPending(false);
    if (!result.ok) {
      setServerErrors(result.errors ?? {});
      setFormError(result.message);
      return;
    }
    await rememberSession({ platform, store }, result.data);
    onRegistered(result.data);
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending}
    >
      <FormAlert message={formError} />
      {FIELDS[kind].map((field) =>
        field.mask ? (
          <MaskedField
            key={`${kind}-${field.name}`}
            field={field}
            error={errorOf(field.name)}
            onValue={setValue}
            onBlur={() => void checkAvailability(field)}
          />
        ) : (
          <TextField
            key={`${kind}-${field.name}`}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            hint={field.hint}
            value={values[field.name] ?? ''}
            error={errorOf(field.name)}
            onChange={(event) => setValue(field.name, event.target.value)}
            onBlur={() => void checkAvailability(field)}
          />
        ),
      )}
      <div className={`field${touched.consent && errors.consent ? ' field--invalid' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setTouched((current) => ({ ...current, consent: true }));
            }}
            aria-describedby={touched.consent && errors.consent ? 'registration-consent-error' : undefined}
          />{' '}
          Я даю согласие на обработку персональных данных
        </label>{' '}
        <button type="button" className="link-button" onClick={() => setPolicyOpen(true)}>
          Политика обработки персональных данных
        </button>
        {touched.consent && errors.consent ? (
          <p className="field__error" id="registration-consent-error">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <SubmitButton primary={primary} pending={pending} block>
        {pending ? 'Регистрируем…' : 'Зарегистрироваться'}
      </SubmitButton>
      {policyOpen ? <PolicyDialog onClose={() => setPolicyOpen(false)} /> : null}
    </form>
  );
}

/** maska owns the input's text (uncontrolled, see lib/mask.ts); the form hears the masked value. */
function MaskedField({
  field,
  error,
  onValue,
  onBlur,
}: {
  field: FieldSpec;
  error: string | undefined;
  onValue: (name: string, value: string) => void;
  onBlur: () => void;
}): JSX.Element {
  const hear = useCallback((result: MaskResult) => onValue(field.name, result.masked), [field.name, onValue]);
  const maskRef = useMask(field.mask ?? '', hear, field.type === 'tel' ? phonePreProcess.mobile : undefined);
  return (
    <TextField
      label={field.label}
      name={field.name}
      type={field.type ?? 'text'}
      inputMode={field.type === 'tel' ? 'tel' : 'numeric'}
      autoComplete={field.autoComplete}
      hint={field.hint}
      placeholder={field.mask?.replace(/#/g, '_')}
      defaultValue=""
      error={error}
      inputRef={maskRef}
      onBlur={onBlur}
    />
  );
}
