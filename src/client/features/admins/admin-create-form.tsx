import type { JSX } from 'react';
import { AdminCreateInputSchema, type AdminItem } from '../../../shared/contract/admin.contract';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { TextField } from '../../ui/text-field';
import { useUnsavedChanges } from '../../ui/unsaved-changes';
import { createAdmin } from './admins-api';

const EMPTY = { email: '', name: '', password: '' };
type Field = keyof typeof EMPTY;
const LABELS: Record<Field, string> = { email: 'Email', name: 'Имя', password: 'Пароль' };
const check = (values: typeof EMPTY) => verdictOf(AdminCreateInputSchema, values);

/** The add form: validated with the shared contract as the admin types and on blur. */
export function AdminCreateForm({ onCreated }: { onCreated(item: AdminItem): void }): JSX.Element {
  const { http, platform } = useServices();
  const form = useForm({ initial: EMPTY, check });
  // Adding is the screen's one primary action; a typed-in but unsent admin is worth a warning.
  useUnsavedChanges(form.dirty);
  const primary = usePrimarySubmit(form.formRef, { text: 'Добавить администратора', loading: form.pending });

  const submit = form.onSubmit({
    call: (input) => createAdmin(http, input),
    done(created) {
      form.reset();
      platform.toast('success', 'Администратор добавлен.');
      onCreated(created);
    },
    alert: 'unless-named',
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Новый администратор">
      <h2>Новый администратор</h2>
      <FormAlert message={form.alert} />
      {(Object.keys(EMPTY) as Field[]).map((field) => {
        const Input = field === 'password' ? PasswordField : TextField;
        return (
          <Input
            key={field}
            label={LABELS[field]}
            name={field}
            autoComplete={field === 'password' ? 'new-password' : 'off'}
            {...form.field(field)}
          />
        );
      })}
      <SubmitButton primary={primary} pending={form.pending}>
        Добавить администратора
      </SubmitButton>
    </form>
  );
}
