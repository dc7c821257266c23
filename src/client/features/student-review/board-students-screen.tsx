import { type JSX, useState } from 'react';
import { STATUS_REASON_MAX, type StudentListItem } from '../../../shared/contract/student-list.contract';
import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { studentMessages } from '../../../shared/student-messages';
import { useAccountReview } from '../../lib/account-review';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useServices } from '../../lib/services';
import { AccountReviewBoard, type AccountReviewWords } from '../../ui/board-list/account-review-board';
import { useFocusId } from '../../ui/board-list/use-focus-id';
import { ExportButton } from '../../ui/export-button';
import {
  approveStudent,
  denyStudent,
  fetchBoardStudents,
  fetchPendingCount,
  setStudentContactsOpen,
} from './student-review-api';
import { StudentReviewRow } from './student-review-row';

const STUDENTS: readonly [string, string, string] = ['студента', 'студентов', 'студентов'];

const WORDS: AccountReviewWords = {
  title: 'Студенты',
  titleId: 'students-title',
  many: 'студентов',
  these: 'студентов',
  toThese: 'студентам',
  one: 'Анкета',
  searchPlaceholder: 'Имя, вуз или факультет',
  forms: STUDENTS,
  accusativeForms: STUDENTS,
  approveEffect: 'Их анкеты станут видны компаниям, каждому придёт письмо.',
  denyReader: 'каждый студент',
  denyMax: STATUS_REASON_MAX,
};

export const PHOTO_SEEN = 'Фото отмечено как просмотренное: студент остаётся подтверждённым.';

export const CONTACTS_OPENED = 'Контакты студента видны всем компаниям.';
export const CONTACTS_CLOSED =
  'Контакты студента видны только компаниям, на вакансии которых он откликнулся.';

/** /board/students/ (admins): students by status, approved or denied one by one or in bulk. */
export function BoardStudentsScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <StudentBoard />}</BoardGate>;
}

function StudentBoard(): JSX.Element {
  usePageTitle('Студенты');
  const { http, platform } = useServices();
  const review = useAccountReview<StudentListItem>({
    // `?id=N` (the bot's «Открыть анкету», start parameter student_N): that student alone, any status.
    focusId: useFocusId(),
    boardPath: paths.boardStudents,
    fetchPage: (query, signal) => fetchBoardStudents(http, query, signal),
    fetchPending: () => fetchPendingCount(http),
    // Rows leave a tab they no longer fit, or show their new status.
    dropDecided: true,
  });
  const { list, settle } = review;
  const [busyId, setBusyId] = useState<number | null>(null);

  const approve = async (student: StudentListItem) => {
    const yes = await platform.confirm({
      title: 'Подтвердить студента?',
      message: `Анкета ${quoted(student.name)} станет видна компаниям, студенту придёт письмо.`,
      confirmText: 'Подтвердить',
      cancelText: 'Отмена',
    });
    if (!yes) return;
    setBusyId(student.id);
    const result = await approveStudent(http, student.id);
    setBusyId(null);
    if (!result.ok) return platform.toast('error', result.message);
    settle([student.id], 'approved');
    platform.toast('success', studentMessages.approved);
  };

  // Approving an approved student marks their new photo as seen; no letter goes out.
  const photoSeen = async (student: StudentListItem) => {
    setBusyId(student.id);
    const result = await approveStudent(http, student.id);
    setBusyId(null);
    if (!result.ok) return platform.toast('error', result.message);
    list.patch(student.id, { changes: { fields: [], reviewedAt: new Date().toISOString() } });
    platform.toast('success', PHOTO_SEEN);
  };

  const openContacts = async (student: StudentListItem, open: boolean) => {
    setBusyId(student.id);
    const result = await setStudentContactsOpen(http, student.id, open);
    setBusyId(null);
    if (!result.ok) return platform.toast('error', result.message);
    list.patch(student.id, { contactsOpenToCompanies: result.data.contactsOpenToCompanies });
    platform.toast('success', open ? CONTACTS_OPENED : CONTACTS_CLOSED);
  };

  const deny = async (student: StudentListItem, text: string) => {
    setBusyId(student.id);
    const result = await denyStudent(http, student.id, text);
    setBusyId(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return false;
    }
    settle([student.id], 'denied');
    platform.toast('success', studentMessages.denied);
    return true;
  };

  return (
    <AccountReviewBoard<StudentListItem>
      review={review}
      words={WORDS}
      headerActions={<ExportButton list="students" label="Скачать CSV: студенты" />}
      renderItem={(student, rowSelection) => (
        <StudentReviewRow
          key={student.id}
          student={student}
          selection={rowSelection}
          busy={busyId === student.id}
          onApprove={(item) => void approve(item)}
          onPhotoSeen={(item) => void photoSeen(item)}
          onDeny={deny}
          onContactsOpen={(item, open) => void openContacts(item, open)}
        />
      )}
      itemName={(student) => student.name}
      approve={(student) => approveStudent(http, student.id)}
      deny={(student, reason) => denyStudent(http, student.id, reason)}
      deniable={(student) => student.status !== 'denied'}
    />
  );
}
