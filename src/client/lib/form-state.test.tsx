import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { JSX } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormState, useFormState } from './form-state';

afterEach(cleanup);

type Field = 'email' | 'name';
const FIELDS: readonly Field[] = ['email', 'name'];
const EMPTY = { email: '', name: '' };
const Schema = v.object({
  email: v.pipe(v.string(), v.email('Введите email.')),
  name: v.pipe(v.string(), v.minLength(1, 'Введите имя.')),
});

/** A form of two inputs bound to the hook, handing the hook's state out to the test. */
function Form({ onState }: { onState(form: FormState<Field>): void }): JSX.Element {
  const form = useFormState(FIELDS, EMPTY);
  onState(form);
  return (
    <form>
      {FIELDS.map((name) => {
        const { inputRef, error, ...input } = form.field(name);
        return (
          <input key={name} aria-label={name} aria-invalid={error !== undefined} ref={inputRef} {...input} />
        );
      })}
    </form>
  );
}

function mount() {
  let form: FormState<Field> | undefined;
  render(
    <Form
      onState={(state) => {
        form = state;
      }}
    />,
  );
  return () => {
    if (!form) throw new Error('the form did not render');
    return form;
  };
}

describe('useFormState', () => {
  it('puts the schema’s issues under their fields and focuses the first', () => {
    const form = mount();
    act(() => form().set('name', 'Анна'));
    let output: unknown = 'not parsed';
    act(() => {
      output = form().parse(Schema, form().values);
    });
    expect(output).toBeUndefined();
    expect(form().errors).toEqual({ email: 'Введите email.' });
    expect(document.activeElement).toBe(screen.getByLabelText('email'));

    act(() => form().set('email', 'anna@example.ru'));
    act(() => {
      output = form().parse(Schema, form().values);
    });
    expect(output).toEqual({ email: 'anna@example.ru', name: 'Анна' });
    expect(form().errors).toEqual({});
  });

  it('shows a refusal: field errors under the fields, the rest in the alert by its policy', () => {
    const form = mount();
    const refusal = { message: 'Проверьте поля.', errors: { name: 'Имя занято.', token: 'Ключ устарел.' } };
    act(() => form().refuse(refusal));
    expect(form().errors).toEqual({ name: 'Имя занято.' });
    expect(form().formError).toBe('Проверьте поля. Ключ устарел.');
    expect(document.activeElement).toBe(screen.getByLabelText('name'));

    act(() => form().refuse(refusal, 'message'));
    expect(form().formError).toBe('Проверьте поля.');
    act(() =>
      form().refuse({ message: 'Проверьте поля.', errors: { email: 'Нет такого.' } }, 'unless-named'),
    );
    expect(form().formError).toBeNull();
    expect(form().errors).toEqual({ email: 'Нет такого.' });
    act(() => form().refuse({ message: 'Слишком много попыток.' }, 'unless-named'));
    expect(form().formError).toBe('Слишком много попыток.');
    expect(form().errors).toEqual({});
  });

  it('is dirty while the values differ from the initial or last saved ones', () => {
    const { result } = renderHook(() => useFormState(FIELDS, { email: 'a@b.ru', name: '' }));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('name', 'Анна'));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.set('name', ''));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('name', 'Анна'));
    act(() => result.current.markSaved());
    expect(result.current.dirty).toBe(false);
  });
});
