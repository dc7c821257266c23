import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckedForm, useCheckedForm } from './checked-form';
import { verdictOf } from './form-verdict';
import type { HttpResult } from './http';

afterEach(cleanup);

const EMPTY = { email: '', name: '', skills: [] as readonly number[] };
type Values = typeof EMPTY;
const Schema = v.object({
  email: v.pipe(v.string(), v.email('Введите email.')),
  name: v.pipe(v.string(), v.minLength(1, 'Введите имя.')),
  skills: v.array(v.number()),
});
const check = (values: Values) => verdictOf(Schema, values);
type Form = CheckedForm<Values, v.InferOutput<typeof Schema>>;

/** The hook, and a form element holding an invalid field, for focus. */
function mount(): () => Form {
  const { result } = renderHook(() => useCheckedForm({ initial: EMPTY, check }));
  render(
    <form ref={result.current.formRef}>
      <input aria-label="email" aria-invalid="true" />
    </form>,
  );
  return () => result.current;
}

const submitEvent = { preventDefault: () => undefined } as unknown as Parameters<Form['send']>[0];

describe('useCheckedForm', () => {
  it('shows a field’s error once it is left, and every error after a submit attempt', async () => {
    const form = mount();
    expect(form().errorOf('email')).toBeUndefined();
    act(() => form().touch('email'));
    expect(form().errorOf('email')).toBe('Введите email.');
    expect(form().errorOf('name')).toBeUndefined();

    let input: unknown = 'not tried';
    act(() => {
      input = form().attempt();
    });
    expect(input).toBeUndefined();
    expect(form().errorOf('name')).toBe('Введите имя.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('email')));

    act(() =>
      form()
        .text('email')
        .onChange({ target: { value: 'anna@example.ru' } }),
    );
    act(() => form().set('name', 'Анна'));
    expect(form().text('email')).toMatchObject({ value: 'anna@example.ru', error: undefined });
    act(() => {
      input = form().attempt();
    });
    expect(input).toEqual({ email: 'anna@example.ru', name: 'Анна', skills: [] });
  });

  it('keeps a server error at its field until that field is edited; the alert by its policy', () => {
    const form = mount();
    const refusal = { message: 'Проверьте поля.', errors: { name: 'Имя занято.', token: 'Ключ устарел.' } };
    act(() => form().refuse(refusal, { isField: (path) => path === 'name' || path === 'email' }));
    expect(form().errorOf('name')).toBe('Имя занято.');
    expect(form().formError).toBe('Проверьте поля. Ключ устарел.');
    act(() => form().set('email', 'a@b.ru'));
    expect(form().errorOf('name')).toBe('Имя занято.');
    act(() => form().set('name', 'Анна'));
    expect(form().errorOf('name')).toBeUndefined();

    act(() =>
      form().refuse({ message: 'Занято.', errors: { email: 'Email занят.' } }, { policy: 'unless-named' }),
    );
    expect(form().formError).toBeNull();
    expect(form().errorOf('email')).toBe('Email занят.');
    // A refusal naming no field, without `isField`, leaves the field errors as they were.
    act(() => form().refuse({ message: 'Сервер недоступен.' }, { policy: 'message' }));
    expect(form().formError).toBe('Сервер недоступен.');
    expect(form().errorOf('email')).toBe('Email занят.');
  });

  it('sends the valid input once, with the pending flag on, and shows a refusal', async () => {
    const form = mount();
    act(() => form().set('email', 'anna@example.ru'));
    act(() => form().set('name', 'Анна'));
    const sent: unknown[] = [];
    let answer: (result: HttpResult<{ id: number }>) => void = () => undefined;
    let done: Promise<{ data: { id: number } } | undefined> = Promise.resolve(undefined);
    act(() => {
      done = form().send(submitEvent, (input) => {
        sent.push(input);
        return new Promise((resolve) => {
          answer = resolve;
        });
      });
    });
    expect(form().pending).toBe(true);
    await act(async () => {
      answer({ ok: true, status: 200, data: { id: 7 } });
      expect(await done).toEqual({ data: { id: 7 } });
    });
    expect(form().pending).toBe(false);
    expect(sent).toEqual([{ email: 'anna@example.ru', name: 'Анна', skills: [] }]);

    await act(async () => {
      const refused = await form().send(submitEvent, async () => ({
        ok: false as const,
        status: 409,
        reason: 'http' as const,
        message: 'Такой email уже есть.',
        errors: { email: 'Email занят.' },
      }));
      expect(refused).toBeUndefined();
    });
    expect(form().errorOf('email')).toBe('Email занят.');
    expect(form().formError).toBe('Такой email уже есть.');
  });

  it('is dirty while the values differ from the initial or last saved ones', () => {
    const { result } = renderHook(() => useCheckedForm({ initial: EMPTY, check }));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('skills', [3]));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.markSaved());
    expect(result.current.dirty).toBe(false);
    act(() => result.current.markSaved({ ...EMPTY, name: 'Анна' }));
    expect(result.current.values.name).toBe('Анна');
    expect(result.current.dirty).toBe(false);
  });
});
