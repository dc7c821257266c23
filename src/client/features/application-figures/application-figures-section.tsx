import { type FormEvent, type JSX, useId, useState } from 'react';
import type { ApplicationFigures } from '../../../shared/contract/application-figures.contract';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { ALL_TIME, isReversed, type Period, PeriodFields, ReversedPeriodError } from '../../ui/period-fields';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { fetchApplicationFigures } from './application-figures-api';
import { OutcomeTables, OutcomeTotals } from './outcome-view';

/**
 * «Отклики и результаты» on the admin's board home (issue 12, docs/decisions/021): a period,
 * the answer figures and the tables, each with its CSV. The app layer puts it on the home
 * (app/board-home-route.tsx): the home belongs to the board feature, this to applications.
 */
export function ApplicationFiguresSection(): JSX.Element {
  const { http } = useServices();
  const [period, setPeriod] = useState<Period>(ALL_TIME);
  const figures = useResource(`application-figures:${period.from}:${period.to}`, () =>
    fetchApplicationFigures(http, period),
  );
  return (
    <section className="board-home__block outcome-figures" aria-labelledby="outcome-title">
      <h2 id="outcome-title">Отклики и результаты</h2>
      <PeriodForm applied={period} onApply={setPeriod} />
      {figures.status === 'loading' ? <ListSkeleton count={2} label="Считаем отклики…" /> : null}
      {figures.status === 'error' ? (
        <ErrorState
          title="Не удалось посчитать отклики"
          message={figures.message}
          onRetry={figures.reload}
          code={figures.code}
        />
      ) : null}
      {figures.status === 'ready' ? <FiguresView figures={figures.data} period={period} /> : null}
    </section>
  );
}

function FiguresView({ figures, period }: { figures: ApplicationFigures; period: Period }): JSX.Element {
  if (figures.totals.applications === 0) {
    return (
      <p className="muted outcome-figures__empty">
        {period.from || period.to
          ? 'За выбранный период откликов нет. Выберите другой период.'
          : 'Откликов пока нет: показатели появятся, когда студенты начнут откликаться.'}
      </p>
    );
  }
  return (
    <>
      <OutcomeTotals totals={figures.totals} />
      <OutcomeTables figures={figures} period={period} />
    </>
  );
}

/** The period's two Moscow days; applied on «Показать», so a half-typed date loads nothing. */
function PeriodForm({
  applied,
  onApply,
}: {
  applied: Period;
  onApply: (period: Period) => void;
}): JSX.Element {
  const id = useId();
  const [draft, setDraft] = useState<Period>(applied);
  const reversed = isReversed(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) onApply(draft);
  };
  return (
    <form className="outcome-figures__period" onSubmit={submit} aria-label="Период">
      <PeriodFields period={draft} errorId={`${id}-error`} onChange={setDraft} />
      <div className="outcome-figures__period-actions">
        <Button type="submit" variant="secondary" disabled={reversed}>
          Показать
        </Button>
        {applied.from || applied.to ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(ALL_TIME);
              onApply(ALL_TIME);
            }}
          >
            За всё время
          </Button>
        ) : null}
      </div>
      {reversed ? <ReversedPeriodError id={`${id}-error`} /> : null}
      <p className="muted outcome-figures__hint">
        {applied.from || applied.to
          ? 'Отклики, отправленные в эти дни (по Москве), и всё, что с ними стало потом.'
          : 'Все отклики за всё время. Выберите даты, чтобы посмотреть отклики одного периода.'}
      </p>
    </form>
  );
}
