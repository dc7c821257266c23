/**
 * «Сменить пароль» of the signed-in student or company: the current password, the new one
 * twice. The shared contract judges as the user types; the server answers a wrong current
 * password at its field.
 */
import { type FormEvent, type JSX, useRef, useState } from 'react';
import * as v from 'valibot';
import { passwordChange } from '../../../shared/contract/endpoints/password';
import { ChangePasswordRequestSchema, type RecoveryKind } from '../../../shared/contract/password';
import { messages } from '../../../shared/messages';
import { useServices } from '../../lib/services';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { PasswordField } from '../password-field';
import { errorsFromIssues, focusFirstInvalid, useFormErrors } from './use-form-errors';

const EMPTY = { currentPassword: '', password: '', repeat: '' };
type Field = keyof typeof EMPTY;
const LABELS: Record<Field, string> = {
  currentPassword: 'Текущий пароль',
  password: 'Новый пароль',
  repeat: 'Повторите новый пароль',
};

function clientErrors(values: typeof EMPTY): Record<string, string> {
  const parsed = v.safeParse(ChangePasswordRequestSchema, values);
  const errors: Record<string, string> = parsed.success ? {} : { ...errorsFromIssues(parsed.issues) };
  if (values.repeat !== values.password) errors.repeat = messages.passwordRepeatMismatch;
  return errors;
}

export function PasswordChangeForm({ kind }: { kind: RecoveryKind }): JSX.Element {
  const { http, platform } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const found = clientErrors(values);
  const errors = useFormErrors(found);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (pending) return;
    if (Object.keys(found).length > 0) {
      errors.showAll();
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    setAlert(null);
    const { currentPassword, password } = values;
    const result = await http.api(passwordChange[kind], { body: { currentPassword, password } });
    setPending(false);
    if (!result.ok) {
      if (result.errors) errors.setServer(result.errors);
      else setAlert(result.message);
      return;
    }
    setValues(EMPTY);
    platform.toast('success', 'Пароль изменён.');
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      aria-label="Сменить пароль"
      onSubmit={(event) => void submit(event)}
    >
      <h2>Сменить пароль</h2>
      <FormAlert message={alert} />
      {(Object.keys(EMPTY) as Field[]).map((field) => (
        <PasswordField
          key={field}
          label={LABELS[field]}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          value={values[field]}
          error={errors.errorOf(field)}
          onChange={(event) => {
            setValues({ ...values, [field]: event.target.value });
            errors.edited(field);
          }}
          onBlur={() => errors.touch(field)}
        />
      ))}
      <Button type="submit" variant="secondary" pending={pending}>
        Сменить пароль
      </Button>
    </form>
  );
}
