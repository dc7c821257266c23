import { type JSX, lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../../shared/paths';
import { useNext, withNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { usePlatform } from '../../lib/services';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { SegmentedControl, type SegmentOption } from '../../ui/segmented-control';
import type { RegistrationKind } from './registration-fields';
import { RegistrationForm } from './registration-form';

type Step = 'form' | 'photo' | 'done';

/** Without its chunk (offline) the optional photo is skipped: the profile can add it later. */
function SkipPhoto({ onDone }: { onDone(): void }): null {
  useEffect(onDone, [onDone]);
  return null;
}

/**
 * The photo step loads when a student reaches it: the screen's first JavaScript is the form's
 * (docs/decisions/044).
 */
const PhotoStep = lazy(
  (): Promise<{ default: (props: { onDone(): void }) => JSX.Element | null }> =>
    import('./photo-step').then(
      (module) => ({ default: module.PhotoStep }),
      () => ({ default: SkipPhoto }),
    ),
);

const KIND_OPTIONS: readonly SegmentOption<RegistrationKind>[] = [
  { value: 'student', label: 'Студент' },
  { value: 'company', label: 'Компания' },
];

/** The way back to where registration began: a vacancy by its name, any other screen as «Продолжить». */
function returnLabel(next: string): string {
  return next.startsWith(paths.vacancy) ? 'Вернуться к вакансии' : 'Продолжить';
}

/** /registration/ (students) and /registration/?kind=company: form → photo (students) → the notice. */
export function RegistrationScreen(): JSX.Element {
  usePageTitle('Регистрация');
  const platform = usePlatform();
  const initial: RegistrationKind =
    new URLSearchParams(useSearch()).get('kind') === 'company' ? 'company' : 'student';
  const [kind, setKind] = useState<RegistrationKind>(initial);
  const [step, setStep] = useState<Step>('form');
  // Registering from a shared vacancy (or any screen that asked for an account) leads back there.
  const next = useNext();
  const leave = () => platform.navigation.navigate(next ?? paths.home);

  return (
    <section className="screen screen--narrow" aria-labelledby="registration-title">
      <h1 id="registration-title">Регистрация</h1>
      {step === 'form' ? (
        <>
          <SegmentedControl<RegistrationKind>
            legend="Кто регистрируется"
            name="registration-kind"
            value={kind}
            options={KIND_OPTIONS}
            onChange={setKind}
          />
          <RegistrationForm
            key={kind}
            kind={kind}
            onRegistered={() => setStep(kind === 'student' ? 'photo' : 'done')}
          />
          <p className="muted">
            Уже есть аккаунт? <Link href={withNext(paths.login, next)}>Войти</Link>
          </p>
        </>
      ) : null}
      {step === 'photo' ? (
        <Suspense fallback={<p role="status">Загружаем…</p>}>
          <PhotoStep onDone={() => setStep('done')} />
        </Suspense>
      ) : null}
      {step === 'done' ? (
        <ModalDialog
          title="Заявка отправлена"
          onClose={leave}
          footer={
            next === null ? (
              <Button onClick={leave}>На главную</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={() => platform.navigation.navigate(paths.home)}>
                  На главную
                </Button>
                <Button onClick={leave}>{returnLabel(next)}</Button>
              </>
            )
          }
        >
          <p>
            Карьерный центр проверит профиль — обычно это занимает один-два рабочих дня. Мы пришлём письмо,
            когда профиль подтвердят. Пока можно смотреть вакансии и компании.
          </p>
        </ModalDialog>
      ) : null}
    </section>
  );
}
