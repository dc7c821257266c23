import { type JSX, useState } from 'react';
import { useLocation } from 'wouter';
import { STATUS_REASON_MAX, type StudentListItem } from '../../../shared/contract/student-list';
import { ACCOUNT_STATUSES, type AccountStatus } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { studentMessages } from '../../../shared/student-messages';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useBoardList, useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { BoardListView } from '../../ui/board-list/board-list-view';
import type { BulkAction } from '../../ui/board-list/bulk-bar';
import { type FilterTab, FilterTabs } from '../../ui/board-list/filter-tabs';
import { runEach } from '../../ui/board-list/run-bulk';
import { useFocusId } from '../../ui/board-list/use-focus-id';
import { useSelection } from '../../ui/board-list/use-selection';
import { ExportButton } from '../../ui/export-button';
import { useReasonPrompt } from '../../ui/reason-prompt';
import { SearchField } from '../../ui/search-field';
import {
  approveStudent,
  denyStudent,
  fetchBoardStudents,
  fetchPendingCount,
  setStudentContactsOpen,
} from './student-review-api';
import { StudentReviewRow } from './student-review-row';

type StudentTab = 'all' | AccountStatus;

const EMPTY_TEXT: Record<StudentTab, string> = {
  pending: 'Студентов на проверке нет.',
  approved: 'Подтверждённых студентов нет.',
  denied: 'Отклонённых студентов нет.',
  all: 'Студентов пока нет.',
};

const STUDENTS: readonly [string, string, string] = ['студента', 'студентов', 'студентов'];

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
  const [, navigate] = useLocation();
  // `?id=N` (the bot's «Открыть анкету», start parameter student_N): that student alone, any status.
  const focusId = useFocusId();
  const [tab, setTab] = useState<StudentTab>('pending');
  const [text, setText] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  // Every decision changes the pending count; the counter reloads after each one.
  const [decisions, setDecisions] = useState(0);
  const pending = useResource(`pending-${decisions}`, () => fetchPendingCount(http));
  const shownTab: StudentTab = focusId === null ? tab : 'all';
  const statuses = shownTab === 'all' ? ACCOUNT_STATUSES : [shownTab];
  const key = `${shownTab}|${text}|${focusId ?? ''}`;
  const list = useBoardList<StudentListItem>(key, (page, signal) =>
    fetchBoardStudents(http, { statuses, text, page, id: focusId }, signal),
  );
  const selection = useSelection(key);
  const reason = useReasonPrompt();
  const tabs: readonly FilterTab<StudentTab>[] = [
    { value: 'pending', label: pending.status === 'ready' ? `На проверке (${pending.data})` : 'На проверке' },
    { value: 'approved', label: 'Подтверждены' },
    { value: 'denied', label: 'Отклонены' },
    { value: 'all', label: 'Все' },
  ];

  /** Rows leave a tab they no longer fit, or show their new status. */
  const settle = (ids: readonly number[], status: AccountStatus) => {
    for (const id of ids) {
      if (shownTab !== 'all' && shownTab !== status) list.remove(id);
      else list.patch(id, { status });
    }
    if (ids.length > 0) setDecisions((value) => value + 1);
  };

  const approve = async (student: StudentListItem) => {
    const yes = await platform.confirm({
      title: 'Подтвердить студента?',
      message: `Анкета «${student.name}» станет видна компаниям, студенту придёт письмо.`,
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

  const bulk: readonly BulkAction<StudentListItem>[] = [
    {
      id: 'approve',
      label: 'Подтвердить',
      applies: (student) => student.status !== 'approved',
      confirm: (items) => ({
        title: 'Подтвердить студентов?',
        message: `Подтвердить ${pluralRu(items.length, STUDENTS)}? Их анкеты станут видны компаниям, каждому придёт письмо.`,
        confirmText: 'Подтвердить',
        cancelText: 'Отмена',
      }),
      run: (items) => runEach(items, (student) => approveStudent(http, student.id)),
    },
    {
      id: 'deny',
      label: 'Отклонить',
      destructive: true,
      applies: (student) => student.status !== 'denied',
      // The reason dialog is the confirmation: «Отмена» or Escape there changes nothing.
      prompt: (items) =>
        reason.ask({
          title: `Отклонить ${pluralRu(items.length, STUDENTS)}?`,
          label: 'Причина отказа (её увидит каждый студент)',
          confirmText: 'Отклонить',
          max: STATUS_REASON_MAX,
        }),
      run: (items, answer = '') => runEach(items, (student) => denyStudent(http, student.id, answer)),
    },
  ];

  return (
    <>
      <BoardListView<StudentListItem>
        title="Студенты"
        titleId="students-title"
        headerActions={<ExportButton list="students" label="Скачать CSV: студенты" />}
        filters={
          <>
            <FilterTabs<StudentTab>
              label="Статус студентов"
              value={shownTab}
              tabs={tabs}
              onChange={(next) => {
                setTab(next);
                if (focusId !== null) navigate(paths.boardStudents);
              }}
            />
            <SearchField
              label="Поиск по студентам"
              placeholder="Имя, вуз или факультет"
              value={text}
              onSearch={(next) => {
                setText(next);
                if (focusId !== null) navigate(paths.boardStudents);
              }}
            />
          </>
        }
        list={list}
        renderItem={(student, rowSelection) => (
          <StudentReviewRow
            key={student.id}
            student={student}
            selection={rowSelection}
            busy={busyId === student.id}
            onApprove={(item) => void approve(item)}
            onDeny={deny}
            onContactsOpen={(item, open) => void openContacts(item, open)}
          />
        )}
        itemName={(student) => student.name}
        emptyTitle={
          focusId !== null
            ? `Анкета №${focusId} не найдена.`
            : text !== ''
              ? 'Ничего не нашлось.'
              : EMPTY_TEXT[shownTab]
        }
        loadingLabel="Загружаем студентов…"
        errorTitle="Не удалось загрузить студентов"
        forms={STUDENTS}
        bulk={{
          selection,
          actions: bulk,
          onDone: (action, outcome) => settle(outcome.done, action.id === 'approve' ? 'approved' : 'denied'),
        }}
      />
      {reason.dialog}
    </>
  );
}
