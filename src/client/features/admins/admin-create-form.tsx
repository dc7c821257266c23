import { type FormEvent, type JSX, useRef, useState } from 'react';
import * as v from 'valibot';
import { AdminCreateInputSchema, type AdminItem } from '../../../shared/contract/admin';
import { useServices } from '../../lib/services';
import { errorsFromIssues, focusFirstInvalid, useFormErrors } from '../../ui/form/use-form-errors';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { createAdmin } from './admin-api';

const EMPTY = { email: '', name: '', password: '' };
type Field = keyof typeof EMPTY;
const LABELS: Record<Field, string> = { email: 'Email', name: 'Имя', password: 'Пароль' };

/** The add form: validated with the shared contract as the admin types and on blur. */
export function AdminCreateForm({ onCreated }: { onCreated(item: AdminItem): void }): JSX.Element {
  const { http, platform } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const parsed = v.safeParse(AdminCreateInputSchema, values);
  const errors = useFormErrors(parsed.success ? {} : errorsFromIssues(parsed.issues));
  // Adding is the screen's one primary action; a typed-in but unsent admin is worth a warning.
  useUnsavedChanges(values.email !== '' || values.name !== '' || values.password !== '');
  const primary = usePrimarySubmit(formRef, { text: 'Добавить администратора', loading: pending });

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
    const result = await createAdmin(http, parsed.output);
    setPending(false);
    if (!result.ok) {
      if (result.errors) errors.setServer(result.errors);
      else setAlert(result.message);
      return;
    }
    setValues(EMPTY);
    platform.toast('success', 'Администратор добавлен.');
    onCreated(result.data);
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Новый администратор"
    >
      <h2>Новый администратор</h2>
      <FormAlert message={alert} />
      {(Object.keys(EMPTY) as Field[]).map((field) => {
        const Input = field === 'password' ? PasswordField : TextField;
        return (
          <Input
            key={field}
            label={LABELS[field]}
            name={field}
            autoComplete={field === 'password' ? 'new-password' : 'off'}
            value={values[field]}
            error={errors.errorOf(field)}
            onChange={(event) => {
              setValues({ ...values, [field]: event.target.value });
              errors.edited(field);
            }}
            onBlur={() => errors.touch(field)}
          />
        );
      })}
      <SubmitButton primary={primary} pending={pending}>
        Добавить администратора
      </SubmitButton>
    </form>
  );
}
