import { type JSX, useState } from 'react';
import type { StudentProfile } from '../../../shared/contract/student.contract';
import { authAtom } from '../../lib/app-state';
import { fetchAllDictionaryItems } from '../../lib/dictionary-items-api';
import { usePageTitle } from '../../lib/page-title';
import { usePasswordChange } from '../../lib/password-change';
import { fetchStudentProfile } from '../../lib/profile-api';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { AccountStatusBanner } from '../../ui/account-status-banner';
import { PasswordChangeForm } from '../../ui/form/password-change-form';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { ContactsVisibility } from './contacts-visibility';
import { StudentProfileForm } from './student-profile-form';
import { TelegramLinkSection } from './telegram-link-section';

/** /board/student/edit/: the signed-in student's own profile and password. */
export function StudentEditScreen(): JSX.Element {
  usePageTitle('Профиль');
  const auth = useAtomValue(authAtom);
  if (auth?.kind !== 'student') {
    return (
      <section className="board-empty board-empty--access">
        <h1>Раздел для студентов</h1>
        <p className="muted">Нет доступа: войдите как студент, чтобы редактировать профиль.</p>
      </section>
    );
  }
  return <StudentEditor />;
}

type Loaded = { profile: StudentProfile; tags: { id: number; name: string }[] };

function StudentEditor(): JSX.Element {
  const { http } = useServices();
  const loaded = useResource<Loaded>('student-me', async () => {
    const [profile, tags] = await Promise.all([
      fetchStudentProfile(http),
      fetchAllDictionaryItems(http, 'tag', false),
    ]);
    if (!profile.ok) return profile;
    if (!tags.ok) return tags;
    return { ok: true, data: { profile: profile.data, tags: tags.data } };
  });
  const [saved, setSaved] = useState<StudentProfile | null>(null);
  const profile = saved ?? (loaded.status === 'ready' ? loaded.data.profile : null);

  return (
    <section className="board" aria-labelledby="student-edit-title">
      <header className="board__header">
        <h1 id="student-edit-title">Профиль</h1>
      </header>
      {loaded.status === 'loading' ? <ListSkeleton /> : null}
      {loaded.status === 'error' ? (
        <ErrorState message={loaded.message} onRetry={loaded.reload} code={loaded.code} />
      ) : null}
      {profile && loaded.status === 'ready' ? (
        <>
          <StudentProfileForm
            profile={profile}
            tags={loaded.data.tags}
            onSaved={setSaved}
            banner={(draft) => (
              <AccountStatusBanner
                kind="student"
                status={profile.status}
                reason={profile.statusReason}
                draft={draft}
                onRequested={() => {
                  setSaved(null);
                  loaded.reload();
                }}
              />
            )}
          />
          <ContactsVisibility open={profile.contactsOpenToCompanies ?? false} />
          <PasswordChangeForm kind="student" usePasswordChange={usePasswordChange} />
          <TelegramLinkSection />
        </>
      ) : null}
    </section>
  );
}
