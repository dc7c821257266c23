import { type JSX, useState } from 'react';
import type { StudentListItem } from '../../../../shared/contract/student-list';
import { ACCOUNT_STATUSES, type AccountStatus } from '../../../../shared/dictionaries';
import { studentMessages } from '../../../../shared/student-messages';
import { useServices } from '../../../lib/services';
import { LoadMore } from '../../../ui/load-more';
import { usePageTitle } from '../../../ui/page-title';
import { SearchField } from '../../../ui/search-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states';
import { useResource } from '../../../ui/use-resource';
import { approveStudent, denyStudent, fetchBoardStudents, fetchPendingCount } from '../api/student-api';
import { BoardGate } from '../common/access';
import { type FilterTab, FilterTabs } from '../common/filter-tabs';
import { useBoardList } from '../common/use-board-list';
import { StudentReviewRow } from './student-review-row';

type StudentTab = 'all' | AccountStatus;

const EMPTY_TEXT: Record<StudentTab, string> = {
  pending: 'Студентов на проверке нет.',
  approved: 'Подтверждённых студентов нет.',
  denied: 'Отклонённых студентов нет.',
  all: 'Студентов пока нет.',
};

/** /board/students/ (admins): students by status, approved or denied in place. */
export function BoardStudentsScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <StudentBoard />}</BoardGate>;
}

function StudentBoard(): JSX.Element {
  usePageTitle('Студенты');
  const { http, platform } = useServices();
  const [tab, setTab] = useState<StudentTab>('pending');
  const [text, setText] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  // Every decision changes the pending count; the counter reloads after each one.
  const [decisions, setDecisions] = useState(0);
  const pending = useResource(`pending-${decisions}`, () => fetchPendingCount(http));
  const statuses = tab === 'all' ? ACCOUNT_STATUSES : [tab];
  const list = useBoardList<StudentListItem>(`${tab}|${text}`, (page, signal) =>
    fetchBoardStudents(http, { statuses, text, page }, signal),
  );
  const tabs: readonly FilterTab<StudentTab>[] = [
    { value: 'pending', label: pending.status === 'ready' ? `На проверке (${pending.data})` : 'На проверке' },
    { value: 'approved', label: 'Подтверждены' },
    { value: 'denied', label: 'Отклонены' },
    { value: 'all', label: 'Все' },
  ];

  /** The row leaves a tab it no longer fits, or shows its new status. */
  const settle = (student: StudentListItem, status: AccountStatus) => {
    if (tab !== 'all' && tab !== status) list.remove(student.id);
    else list.patch(student.id, { status });
    setDecisions((value) => value + 1);
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
    settle(student, 'approved');
    platform.toast('success', studentMessages.approved);
  };

  const deny = async (student: StudentListItem, reason: string) => {
    setBusyId(student.id);
    const result = await denyStudent(http, student.id, reason);
    setBusyId(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return false;
    }
    settle(student, 'denied');
    platform.toast('success', studentMessages.denied);
    return true;
  };

  return (
    <section className="board" aria-labelledby="students-title">
      <header className="board__header">
        <h1 id="students-title">Студенты</h1>
      </header>
      <div className="board__filters">
        <FilterTabs<StudentTab> label="Статус студентов" value={tab} tabs={tabs} onChange={setTab} />
        <SearchField
          label="Поиск по студентам"
          placeholder="Имя, вуз или факультет"
          value={text}
          onSearch={setText}
        />
      </div>
      {list.status === 'loading' ? (
        <ListSkeleton label="Загружаем студентов…" />
      ) : list.status === 'error' ? (
        <ErrorState title="Не удалось загрузить студентов" message={list.error ?? ''} onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <EmptyState title={text !== '' ? 'Ничего не нашлось.' : EMPTY_TEXT[tab]} />
      ) : (
        <>
          <ul className="board-list" aria-label="Студенты">
            {list.items.map((student) => (
              <StudentReviewRow
                key={student.id}
                student={student}
                busy={busyId === student.id}
                onApprove={(item) => void approve(item)}
                onDeny={deny}
              />
            ))}
          </ul>
          <LoadMore
            shown={list.items.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.status === 'loading-more'}
            error={list.status === 'error-more' ? list.error : null}
            onLoadMore={list.loadMore}
            forms={['студента', 'студентов', 'студентов']}
          />
        </>
      )}
    </section>
  );
}
