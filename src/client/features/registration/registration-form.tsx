import { type JSX, useCallback, useState } from 'react';
import type { SessionData } from '../../../shared/contract/auth.contract';
import { type MaskResult, phonePreProcess, useMask } from '../../lib/mask';
import { rememberSession } from '../../lib/remember-session';
import { useServices } from '../../lib/services';
import { useStore } from '../../lib/store';
import { telegramUserFromInitData } from '../../lib/telegram-user';
import { useForm } from '../../lib/use-form';
import type { Platform } from '../../platform/platform';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { PolicyDialog } from './policy-dialog';
import { availabilityRequest, registerRequest } from './registration-api';
import {
  FIELDS,
  type FieldSpec,
  type RegistrationKind,
  type RegistrationValues,
  validate,
} from './registration-fields';

const INN_TAKEN = 'Компания с этим ИНН уже зарегистрирована.';

/** Inside Telegram the names are suggested from the Telegram user; the user may change them. */
function initialValues(kind: RegistrationKind, platform: Platform): RegistrationValues {
  const user = platform.kind === 'telegram' ? telegramUserFromInitData(platform.initData()) : null;
  const values: RegistrationValues = { consent: false };
  if (user === null) return values;
  if (kind === 'company') {
    const person = `${user.firstName} ${user.lastName}`.trim();
    if (person !== '') values.contactPerson = person;
    return values;
  }
  if (user.firstName !== '') values.firstName = user.firstName;
  if (user.lastName !== '') values.lastName = user.lastName;
  return values;
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
  // Dirty means typed by the user: Telegram's suggested names alone are nothing to lose.
  const [initial] = useState(() => initialValues(kind, platform));
  const form = useForm({ initial, check: (values: RegistrationValues) => validate(kind, values) });
  const { values, pending, set } = form;
  const [policyOpen, setPolicyOpen] = useState(false);
  // Dirty until registered: the form unmounts then (the photo step follows).
  useUnsavedChanges(form.dirty);
  const primary = usePrimarySubmit(form.formRef, { text: 'Зарегистрироваться', loading: pending });
  const consentError = form.errorOf('consent');

  async function checkAvailability(field: FieldSpec) {
    form.touch(field.name);
    const kindOfCheck = field.availability;
    const value = values[field.name] ?? '';
    if (!kindOfCheck || value === '' || (!form.verdict.ok && form.verdict.errors[field.name])) return;
    const result = await availabilityRequest(http, { field: kindOfCheck, value, kind });
    if (result.ok && !result.data.available) form.setServerError(field.name, INN_TAKEN);
  }

  const submit = form.onSubmit({
    // Inside Telegram the new account is linked to this Telegram user (docs/design.md#sessions-and-telegram).
    call(request) {
      const initData = platform.kind === 'telegram' ? platform.initData() : null;
      return registerRequest(http, initData ? { ...request, initData } : request);
    },
    async done(session) {
      await rememberSession({ platform, store }, session);
      onRegistered(session);
    },
    alert: 'message',
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={form.alert} />
      {FIELDS[kind].map((field) =>
        field.mask ? (
          <MaskedField
            key={`${kind}-${field.name}`}
            field={field}
            error={form.errorOf(field.name)}
            onValue={set}
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
            {...form.field(field.name)}
            onBlur={() => void checkAvailability(field)}
          />
        ),
      )}
      <div className={`field${consentError ? ' field--invalid' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.consent}
            onChange={(event) => {
              set('consent', event.target.checked);
              form.touch('consent');
            }}
            aria-describedby={consentError ? 'registration-consent-error' : undefined}
          />{' '}
          Я даю согласие на обработку персональных данных
        </label>{' '}
        <button type="button" className="link-button" onClick={() => setPolicyOpen(true)}>
          Политика обработки персональных данных
        </button>
        {consentError ? (
          <p className="field__error" id="registration-consent-error">
            {consentError}
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
  onValue: (name: FieldSpec['name'], value: string) => void;
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
