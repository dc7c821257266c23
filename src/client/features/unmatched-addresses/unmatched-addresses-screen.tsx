import type { JSX } from 'react';
import type { UnmatchedKind } from '../../../shared/contract/unmatched-address.contract';
import { pluralRu } from '../../../shared/format';
import { BoardGate } from '../../lib/board-access';
import { BOARD_PAGE_SIZE } from '../../lib/board-page-size';
import { useEntryState } from '../../lib/history-entry';
import { usePageTitle } from '../../lib/page-title';
import { useBoardList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { BoardListView } from '../../ui/board-list/board-list-view';
import { FilterTabs } from '../../ui/board-list/filter-tabs';
import { Button } from '../../ui/button';
import { AddressRow, type AddressRowItem } from './address-row';
import { fetchUnmatchedAddresses } from './unmatched-addresses-api';

type Counts = { vacancies: number; companies: number };

const VACANCIES = ['вакансия', 'вакансии', 'вакансий'] as const;
const COMPANIES = ['компания', 'компании', 'компаний'] as const;
const countOf = (counts: Counts, kind: UnmatchedKind) =>
  kind === 'vacancy' ? counts.vacancies : counts.companies;

/** «Не сопоставлено: 12 вакансий, 3 компании». */
function countsText(counts: Counts): string {
  return `Не сопоставлено: ${pluralRu(counts.vacancies, VACANCIES)}, ${pluralRu(counts.companies, COMPANIES)}`;
}

/**
 * /board/addresses/ (admins): «Адреса без города» — the vacancies and companies whose address
 * names no city of the dictionary and that have none chosen, remote work aside (docs/decisions/061).
 * Each gets its city here; the lists, the filter and the saved searches find it by it at once.
 */
export function UnmatchedAddressesScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <UnmatchedAddresses />}</BoardGate>;
}

function UnmatchedAddresses(): JSX.Element {
  usePageTitle('Адреса без города');
  const { http } = useServices();
  // Kept for the history entry with the list's pages: back from a vacancy's editor, the same tab.
  const [kind, setKind] = useEntryState<UnmatchedKind>('unmatched-addresses:kind', () => 'vacancy');
  const [counts, setCounts] = useEntryState<Counts | null>('unmatched-addresses:counts', () => null);
  const list = useBoardList<AddressRowItem>(`unmatched-addresses-${kind}`, async (page, signal) => {
    const result = await fetchUnmatchedAddresses(http, { kind, page, limit: BOARD_PAGE_SIZE }, signal);
    if (result.ok) setCounts(result.data.counts);
    return result;
  });
  const other: UnmatchedKind = kind === 'vacancy' ? 'company' : 'vacancy';
  const allDone = counts !== null && counts.vacancies + counts.companies === 0;

  return (
    <BoardListView<AddressRowItem>
      title="Адреса без города"
      titleId="unmatched-addresses-title"
      intro={
        <div className="unmatched-intro">
          <p className="muted board__note">
            В этих адресах не нашлось города из справочника, а город не выбран: поиск и фильтр по городу их не
            находят. Удалённых вакансий здесь нет, город им не нужен.
          </p>
          {counts !== null && !allDone ? (
            <p className="unmatched-intro__counts" aria-live="polite">
              {countsText(counts)}
            </p>
          ) : null}
        </div>
      }
      filters={
        <FilterTabs<UnmatchedKind>
          label="Что показать"
          value={kind}
          onChange={setKind}
          tabs={[
            { value: 'vacancy', label: counts ? `Вакансии · ${counts.vacancies}` : 'Вакансии' },
            { value: 'company', label: counts ? `Компании · ${counts.companies}` : 'Компании' },
          ]}
        />
      }
      list={list}
      renderItem={(item) => (
        <AddressRow
          key={item.id}
          item={item}
          onMatched={(city) => {
            list.patch(item.id, { matched: city });
            setCounts((current) =>
              current === null
                ? current
                : {
                    vacancies: current.vacancies - (kind === 'vacancy' ? 1 : 0),
                    companies: current.companies - (kind === 'company' ? 1 : 0),
                  },
            );
          }}
        />
      )}
      itemName={(item) => item.title}
      emptyTitle={
        allDone
          ? 'Все адреса сопоставлены с городами'
          : kind === 'vacancy'
            ? 'Адреса всех вакансий сопоставлены с городами'
            : 'Адреса всех компаний сопоставлены с городами'
      }
      emptyAction={
        counts !== null && countOf(counts, other) > 0 ? (
          <Button variant="secondary" onClick={() => setKind(other)}>
            {other === 'vacancy' ? 'Показать вакансии' : 'Показать компании'}
          </Button>
        ) : null
      }
      loadingLabel="Загружаем адреса…"
      errorTitle="Не удалось загрузить адреса"
      forms={kind === 'vacancy' ? ['вакансии', 'вакансий', 'вакансий'] : ['компании', 'компаний', 'компаний']}
    />
  );
}
