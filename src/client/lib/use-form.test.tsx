import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { JSX, ReactNode } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch } from '../app/testing/fake-fetch';
import { createFakePlatform, type FakePlatform } from '../app/testing/fake-platform';
import type { Answer } from './form-refusal';
import { createHttpClient } from './http';
import { ServicesProvider } from './services';
import { type Form, useForm, verdictOf } from './use-form';

afterEach(cleanup);

/** The services of the mounted form: its platform counts the buzzes. */
let platform: FakePlatform;
beforeEach(() => {
  platform = createFakePlatform({ kind: 'telegram' });
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <ServicesProvider services={{ platform, http: createHttpClient({ fetch: createFakeFetch().fetch }) }}>
    {children}
  </ServicesProvider>
);

const EMPTY = { email: '', name: '', skills: [] as readonly number[] };
type Values = typeof EMPTY;
const Schema = v.object({
  email: v.pipe(v.string(), v.email('Введите email.')),
  name: v.pipe(v.string(), v.minLength(1, 'Введите имя.')),
  skills: v.array(v.number()),
});
type Input = v.InferOutput<typeof Schema>;
const check = (values: Values) => verdictOf(Schema, values);

/** Two inputs bound to the hook, handing the hook out to the test. */
function Fields({ onForm }: { onForm(form: Form<Values, Input>): void }): JSX.Element {
  const form = useForm({ initial: EMPTY, check });
  onForm(form);
  return (
    <form ref={form.formRef}>
      {(['email', 'name'] as const).map((key) => {
        const { error, ...input } = form.field(key);
        return <input key={key} name={key} aria-label={key} aria-invalid={error !== undefined} {...input} />;
      })}
    </form>
  );
}

function mount(): () => Form<Values, Input> {
  let form: Form<Values, Input> | undefined;
  render(
    <Fields
      onForm={(state) => {
        form = state;
      }}
    />,
    { wrapper },
  );
  return () => {
    if (!form) throw new Error('the form did not render');
    return form;
  };
}

/** A call whose answer the test gives later. */
function deferred<O>() {
  let answer: (result: Answer<O>) => void = () => undefined;
  const sent: unknown[] = [];
  const call = (input: unknown) => {
    sent.push(input);
    return new Promise<Answer<O>>((resolve) => {
      answer = resolve;
    });
  };
  return { call, sent, answer: (result: Answer<O>) => answer(result) };
}

describe('useForm', () => {
  it('shows a field’s error once it is left, every error after a submit, and focuses the first', async () => {
    const form = mount();
    expect(form().errorOf('email')).toBeUndefined();
    act(() => form().touch('email'));
    expect(form().errorOf('email')).toBe('Введите email.');
    expect(form().errorOf('name')).toBeUndefined();

    const sent: unknown[] = [];
    await act(() => form().send({ call: async (input) => ({ ok: true, data: sent.push(input) }) }));
    expect(sent).toEqual([]);
    expect(form().errorOf('name')).toBe('Введите имя.');
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(platform.haptics).toEqual(['error']);

    // After a submit the verdict follows the values as they change.
    act(() =>
      form()
        .field('email')
        .onChange({ target: { value: 'anna@example.ru' } }),
    );
    act(() => form().set('name', 'Анна'));
    expect(form().field('email')).toMatchObject({ value: 'anna@example.ru', error: undefined });
    await act(() => form().send({ call: async (input) => ({ ok: true, data: sent.push(input) }) }));
    expect(sent).toEqual([{ email: 'anna@example.ru', name: 'Анна', skills: [] }]);
    expect(platform.haptics).toEqual(['error']);
  });

  it('says the `invalid` alert when the verdict refuses, and clears it on the next submit', async () => {
    const form = mount();
    act(() => form().set('email', 'anna@example.ru'));
    await act(() => form().send({ invalid: 'Проверьте поля.', call: async () => ({ ok: true, data: 1 }) }));
    expect(form().alert).toBe('Проверьте поля.');
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    act(() => form().set('name', 'Анна'));
    await act(() => form().send({ invalid: 'Проверьте поля.', call: async () => ({ ok: true, data: 1 }) }));
    expect(form().alert).toBeNull();
  });

  it('keeps a server error at its field until that field is edited; the alert by its policy', async () => {
    const form = mount();
    act(() => form().set('email', 'anna@example.ru'));
    act(() => form().set('name', 'Анна'));
    const refuse = (refusal: Omit<Extract<Answer<never>, { ok: false }>, 'ok'>, options = {}) =>
      act(() => form().send({ ...options, call: async () => ({ ok: false, ...refusal }) }));

    const refusal = { message: 'Проверьте поля.', errors: { name: 'Имя занято.', token: 'Ключ устарел.' } };
    await refuse(refusal, { isField: (path: string) => path === 'name' || path === 'email' });
    expect(form().errorOf('name')).toBe('Имя занято.');
    expect(form().alert).toBe('Проверьте поля. Ключ устарел.');
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    act(() => form().set('email', 'a@b.ru'));
    expect(form().errorOf('name')).toBe('Имя занято.');
    // Changed with no field edited: the server's word stays.
    act(() => form().update((values) => ({ ...values, name: 'Анна' })));
    expect(form().errorOf('name')).toBe('Имя занято.');
    act(() => form().set('name', 'Анна'));
    expect(form().errorOf('name')).toBeUndefined();

    await refuse(refusal, { alert: 'message' });
    expect(form().alert).toBe('Проверьте поля.');
    await refuse({ message: 'Занято.', errors: { email: 'Email занят.' } }, { alert: 'unless-named' });
    expect(form().alert).toBeNull();
    expect(form().errorOf('email')).toBe('Email занят.');
    // A refusal replaces the server's errors: one naming no field leaves none.
    await refuse({ message: 'Слишком много попыток.' }, { alert: 'unless-named' });
    expect(form().alert).toBe('Слишком много попыток.');
    expect(form().errorOf('email')).toBeUndefined();
    // A refusal may say how its own alert reads.
    await refuse({ message: 'Такое уже есть.', errors: { name: 'Такое уже есть.' }, alert: 'unless-named' });
    expect(form().alert).toBeNull();

    act(() => form().setServerError('email', 'Этот email уже зарегистрирован.'));
    expect(form().errorOf('email')).toBe('Этот email уже зарегистрирован.');
  });

  it('sends once, pending until the success is handled, and hands a refusal on', async () => {
    const form = mount();
    act(() => form().set('email', 'anna@example.ru'));
    act(() => form().set('name', 'Анна'));
    const request = deferred<{ id: number }>();
    const handled: string[] = [];
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = form().send({
        call: request.call,
        done: (data) => handled.push(`done ${data.id}, pending ${form().pending}`),
      });
      void form().send({ call: request.call });
    });
    expect(form().pending).toBe(true);
    expect(request.sent).toHaveLength(1);
    await act(async () => {
      request.answer({ ok: true, data: { id: 7 } });
      await sending;
    });
    expect(handled).toEqual(['done 7, pending true']);
    expect(form().pending).toBe(false);
    // A success buzzes by its notice, if the form gives one; a refusal buzzes once by itself.
    expect(platform.haptics).toEqual([]);

    const refused: string[] = [];
    await act(() =>
      form().send({
        call: async () => ({ ok: false, message: 'Вакансия закрыта.' }),
        refused: (refusal) => refused.push(refusal.message),
      }),
    );
    expect(refused).toEqual(['Вакансия закрыта.']);
    expect(form().alert).toBe('Вакансия закрыта.');
    expect(form().pending).toBe(false);
    expect(platform.haptics).toEqual(['error']);
  });

  it('is dirty while the values differ from the initial or last saved ones', () => {
    const { result } = renderHook(() => useForm({ initial: EMPTY, check }), { wrapper });
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('skills', [3]));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.set('skills', []));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.set('skills', [3]));
    act(() => result.current.markSaved());
    expect(result.current.dirty).toBe(false);
    act(() => result.current.markSaved({ ...EMPTY, name: 'Анна' }));
    expect(result.current.values.name).toBe('Анна');
    expect(result.current.dirty).toBe(false);
  });
});
