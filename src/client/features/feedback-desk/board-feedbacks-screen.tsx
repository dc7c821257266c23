import type { JSX } from 'react';
import { authAtom } from '../../lib/app-state';
import { useAtomValue } from '../../lib/store';
import { AdminFeedbackBoard } from './admin-feedback-board';
import { GuestFeedbackNote, MyFeedbackList } from './my-feedback-list';

/**
 * /board/feedbacks/: the admins' feedback board; for a student or a company their own feedback
 * («Мои обращения»); for a guest a note to sign in. The server holds these lines anyway
 * (getItems filters by the session, changeStatus is admins only).
 */
export function BoardFeedbacksScreen(): JSX.Element {
  const auth = useAtomValue(authAtom);
  if (auth === null) return <GuestFeedbackNote />;
  return auth.kind === 'admin' ? <AdminFeedbackBoard /> : <MyFeedbackList />;
}
