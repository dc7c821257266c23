import type { JSX } from 'react';
import { Link } from 'wouter';
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { type AccountStatus, accountStatusLabels } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { useAccountReview } from '../../lib/account-review';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useServices } from '../../lib/services';
import { Avatar } from '../../ui/avatar';
import { AccountReviewBoard, type AccountReviewWords } from '../../ui/board-list/account-review-board';
import { RowCheckbox, type RowSelection } from '../../ui/board-list/board-list-view';
import { useFocusId } from '../../ui/board-list/use-focus-id';
import { ExportButton } from '../../ui/export-button';
import { placeText } from '../../ui/places/place-text';
import {
  approveCompany,
  denyCompany,
  fetchBoardCompanies,
  fetchCompanyPendingCount,
} from './company-review-api';
import { CompanyReviewFacts } from './company-review-facts';
import { IdentityChangesReview } from './identity-changes-review';
import { DENY_REASON_MAX, VerifyActions } from './verify-actions';

const WORDS: AccountReviewWords = {
  title: 'Компании',
  titleId: 'companies-title',
  many: 'компаний',
  these: 'компании',
  toThese: 'компаниям',
  one: 'Компания',
  searchPlaceholder: 'Название компании',
  forms: ['компании', 'компаний', 'компаний'],
  accusativeForms: ['компанию', 'компании', 'компаний'],
  approveEffect: 'Каждая получит письмо, её опубликованные вакансии станут видны студентам.',
  denyReader: 'каждая компания',
  denyMax: DENY_REASON_MAX,
};

/** /board/companies/ (admins): every company by status; pending and denied ones can be decided. */
export function BoardCompaniesScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <CompanyBoard />}</BoardGate>;
}

function CompanyBoard(): JSX.Element {
  usePageTitle('Компании');
  const { http } = useServices();
  const review = useAccountReview<CompanyListItem>({
    // `?id=N` (the bot's notification of a new company): that company alone, any status.
    focusId: useFocusId(),
    boardPath: paths.boardCompanies,
    fetchPage: (query, signal) => fetchBoardCompanies(http, query, signal),
    fetchPending: () => fetchCompanyPendingCount(http),
    // A decision changes the row in place, even on a tab it no longer fits: the admin sees what
    // was decided, and reloading would lose their scroll.
    dropDecided: false,
  });
  return (
    <AccountReviewBoard<CompanyListItem>
      review={review}
      words={WORDS}
      headerActions={<ExportButton list="companies" label="Скачать CSV: компании" />}
      intro={<IdentityChangesReview onDecided={review.list.retry} />}
      renderItem={(company, rowSelection) => (
        <CompanyRow
          key={company.id}
          company={company}
          selection={rowSelection}
          onDecided={(status) => review.settle([company.id], status)}
        />
      )}
      itemName={(company) => company.name}
      approve={(company) => approveCompany(http, company.id)}
      deny={(company, reason) => denyCompany(http, company.id, reason)}
      // As in the row: only a company still waiting can be denied.
      deniable={(company) => company.status === 'pending'}
    />
  );
}

function CompanyRow({
  company,
  selection,
  onDecided,
}: {
  company: CompanyListItem;
  selection: RowSelection | null;
  onDecided(status: AccountStatus): void;
}): JSX.Element {
  const titleId = `company-${company.id}-title`;
  return (
    <li className="board-row board-row--company" aria-labelledby={titleId}>
      <RowCheckbox selection={selection} />
      <Avatar logo name={company.name} src={company.logoUrl} size={44} className="board-row__logo" />
      <div className="board-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            {company.name}
          </h2>
          <span className={`status-badge status-badge--${company.status}`}>
            {accountStatusLabels[company.status]}
          </span>
        </div>
        <p className="board-row__meta">
          <span>
            {pluralRu(company.openVacancies, ['открытая вакансия', 'открытые вакансии', 'открытых вакансий'])}
          </span>
          {placeText(company) ? <span>{placeText(company)}</span> : null}
        </p>
        <CompanyReviewFacts company={company} />
      </div>
      <div className="board-row__actions">
        <VerifyActions company={company} onDecided={onDecided} />
        <Link
          href={`${paths.company}${company.id}/`}
          className="button button--secondary button--small"
          aria-label={`Страница компании: ${company.name}`}
        >
          Страница компании
        </Link>
      </div>
    </li>
  );
}
