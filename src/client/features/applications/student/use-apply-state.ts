/**
 * What the vacancy page needs to know before offering «Откликнуться» to a student: whether the
 * career centre approved them (GET /api/student/me/) and their applications to this vacancy
 * (GET /api/application/getItems?vacancyId=N answers a student their own, newest first).
 */
import { useState } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import type { StudentProfile } from '../../../../shared/contract/student.contract';
import { fetchStudentProfile } from '../../../lib/profile-api';
import { type Resource, useResource } from '../../../lib/server-state';
import { useHttp } from '../../../lib/services';
import { emptyApplicationQuery, fetchApplications } from '../applications-api';

export interface ApplyInfo {
  profile: StudentProfile;
  /** The live or final application (not withdrawn), or null: the student may apply. */
  current: ApplicationItem | null;
  /** The latest withdrawn one, when there is no other: «вы отозвали отклик…». */
  withdrawn: ApplicationItem | null;
}

/** Newest first, as the list answers; a withdrawn one never blocks a new application. */
export function pickCurrent(items: readonly ApplicationItem[]): Pick<ApplyInfo, 'current' | 'withdrawn'> {
  const current = items.find((item) => item.status !== 'withdrawn') ?? null;
  const withdrawn = current ? null : (items.find((item) => item.status === 'withdrawn') ?? null);
  return { current, withdrawn };
}

export type ApplyState = Resource<ApplyInfo> & {
  reload: () => void;
  /** The application just sent: shown at once, without asking the server again. */
  setApplied: (item: ApplicationItem) => void;
  /** The current application is the one just sent (focus goes to it: its button is gone). */
  justApplied: boolean;
};

export function useApplyState(vacancyId: number): ApplyState {
  const http = useHttp();
  const [applied, setApplied] = useState<ApplicationItem | null>(null);
  const loaded = useResource<ApplyInfo>(`apply|${vacancyId}`, async () => {
    const [profile, list] = await Promise.all([
      fetchStudentProfile(http),
      fetchApplications(http, { ...emptyApplicationQuery, vacancyId }),
    ]);
    if (!profile.ok) return profile;
    if (!list.ok) return list;
    return { ok: true, data: { profile: profile.data, ...pickCurrent(list.data.items) } };
  });
  const reload = () => {
    setApplied(null);
    loaded.reload();
  };
  if (loaded.status === 'ready' && applied !== null) {
    const data = { ...loaded.data, current: applied, withdrawn: null };
    return { ...loaded, data, reload, setApplied, justApplied: true };
  }
  return { ...loaded, reload, setApplied, justApplied: false };
}
