/**
 * «Откликнуться» on the vacancy page (issue 12), placed there by the app layer
 * (app/vacancy-route.tsx). A guest is sent to sign in and back; a company or an admin sees
 * nothing; a student not yet approved is told why and what to do; an approved one applies in a
 * dialog, or sees the application they already have. The student's part is a chunk of its own
 * (student-apply.tsx): a guest's page does not download it (docs/decisions/068-first-screen-chunks.md).
 */
import { type JSX, lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { VacancyDetail } from '../../../../shared/contract/vacancy.contract';
import { paths } from '../../../../shared/paths';
import { authAtom } from '../../../lib/app-state';
import { withNext } from '../../../lib/next-path';
import { usePlatform } from '../../../lib/services';
import { useAtomValue } from '../../../lib/store';
import { ApplyAction, Checking } from './apply-panel-parts';
import { ExternalApply } from './external-apply';

const StudentApply = lazy(async () => ({ default: (await import('./student-apply')).StudentApply }));

export function ApplyPanel({ vacancy }: { vacancy: VacancyDetail }): JSX.Element | null {
  const auth = useAtomValue(authAtom);
  // Drafts and archived vacancies take no applications (the server answers 404 anyway).
  if (vacancy.status !== 'published') return null;
  // The company takes applications elsewhere: a guest is sent there too, uncounted.
  if (auth === null && vacancy.applyElsewhere)
    return <ExternalApply vacancyId={vacancy.id} target={vacancy.applyElsewhere} record={false} />;
  if (auth === null) return <GuestApply vacancyId={vacancy.id} />;
  if (auth.kind !== 'student') return null;
  return (
    <Suspense fallback={<Checking />}>
      <StudentApply vacancy={vacancy} />
    </Suspense>
  );
}

function GuestApply({ vacancyId }: { vacancyId: number }): JSX.Element {
  const platform = usePlatform();
  // After signing in or registering, the student comes back here (lib/next-path.ts).
  const here = `${paths.vacancy}${vacancyId}/`;
  const login = withNext(paths.login, here);
  return (
    <section className="apply-panel apply-panel--action" aria-label="Отклик">
      <ApplyAction onAction={() => platform.navigation.navigate(login)} />
      <p className="apply-panel__hint">
        Чтобы откликнуться, <Link href={login}>войдите как студент</Link>. Нет аккаунта?{' '}
        <Link href={withNext(paths.registration, here)}>Зарегистрируйтесь</Link>.
      </p>
    </section>
  );
}
