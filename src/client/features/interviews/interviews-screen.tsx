/**
 * /board/interviews/ — the company's upcoming interviews by Moscow day (issue 25, item 3;
 * docs/decisions/057-interviews.md): each with its time, the student, the vacancy, the format with
 * its link or address, and a link to the application on the board.
 */
import type { JSX } from 'react';
import { Link } from 'wouter';
import type { InterviewItem } from '../../../shared/contract/interview.contract';
import { paths } from '../../../shared/paths';
import { BoardGate } from '../../lib/board-access';
import { timeRange } from '../../lib/interview-time';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { ListLoadMore } from '../../ui/list-load-more';
import type { ListView } from '../../ui/list-view';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { type DayGroup, groupByDay } from './interview-days';
import { fetchUpcomingInterviews } from './interviews-api';

export function InterviewsScreen(): JSX.Element {
  return <BoardGate allowed={['company']}>{() => <Interviews />}</BoardGate>;
}

function Interviews(): JSX.Element {
  usePageTitle('Собеседования');
  const http = useHttp();
  const list = usePagedList<InterviewItem>('interviews-upcoming', (page, signal) =>
    fetchUpcomingInterviews(http, page, signal),
  );
  return (
    <section className="board interviews" aria-labelledby="interviews-title">
      <header className="board__header">
        <h1 id="interviews-title">Собеседования</h1>
      </header>
      <p className="muted">Предстоящие собеседования по дням. Время московское.</p>
      <InterviewList list={list} />
    </section>
  );
}

function InterviewList({ list }: { list: ListView<InterviewItem> }): JSX.Element {
  if (list.status === 'loading') return <ListSkeleton label="Загружаем собеседования…" />;
  if (list.status === 'error')
    return (
      <ErrorState
        title="Не удалось загрузить собеседования"
        message={list.error ?? ''}
        onRetry={list.retry}
        code={list.errorCode}
      />
    );
  if (list.items.length === 0)
    return (
      <EmptyState title="Предстоящих собеседований нет.">
        <p>
          Откройте отклик, нажмите «Пригласить» и предложите студенту время: собеседование появится здесь,
          когда студент его выберет или пока ждёт выбора.
        </p>
        <Link href={paths.boardApplications} className="button button--primary">
          Перейти к откликам
        </Link>
      </EmptyState>
    );
  const groups = groupByDay(list.items, new Date());
  return (
    <>
      {groups.map((group) => (
        <DaySection key={group.day} group={group} />
      ))}
      <ListLoadMore list={list} forms={['собеседования', 'собеседований', 'собеседований']} />
    </>
  );
}

function DaySection({ group }: { group: DayGroup }): JSX.Element {
  const titleId = `interviews-day-${group.day}`;
  return (
    <section className="interviews__day" aria-labelledby={titleId}>
      <h2 id={titleId} className="interviews__day-title">
        {group.title}
      </h2>
      <ul className="board-list" aria-labelledby={titleId}>
        {group.entries.map(({ interview, slot }) => {
          const booked = slot.id === interview.bookedSlotId;
          // The other free times still ahead, while the student has not chosen.
          const more = interview.slots.filter(
            (one) => one.id !== slot.id && !one.taken && Date.parse(one.startsAt) > Date.now(),
          ).length;
          const name = interview.studentName ?? 'Студент';
          return (
            <li key={interview.id} className="board-row interview-entry">
              <p className="interview-entry__time">
                <time dateTime={slot.startsAt}>{timeRange(slot)}</time> МСК
                {booked ? null : <span className="interview-entry__wait"> · ждём выбора студента</span>}
              </p>
              <h3 className="board-row__title">{name}</h3>
              <p className="board-row__meta">{interview.vacancyTitle}</p>
              {!booked && more > 0 ? <p className="muted">Ещё свободных вариантов: {more}.</p> : null}
              <p className="interview-entry__place">
                {interview.format === 'online' ? (
                  <>
                    Онлайн:{' '}
                    {interview.link ? (
                      <a href={interview.link} target="_blank" rel="noopener noreferrer">
                        {interview.link}
                        <span className="visually-hidden"> (откроется в новой вкладке)</span>
                      </a>
                    ) : (
                      'ссылка не указана'
                    )}
                  </>
                ) : (
                  `В офисе: ${interview.place ?? 'адрес не указан'}`
                )}
              </p>
              <Link
                href={`${paths.boardApplications}?id=${interview.applicationId}`}
                aria-label={`Открыть отклик: ${name}`}
              >
                Открыть отклик
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
