/**
 * «Откликнуться на сайте компании» / «Написать работодателю»: a vacancy whose company takes
 * applications elsewhere (docs/decisions/020, «Applying elsewhere»). A link opens through the
 * platform (Telegram's browser inside the Mini App, a new tab on the website) and is the
 * MainButton in Telegram; an email is a plain `mailto:` link, which both open in the mail app.
 * A student's click is recorded for the company's count; a failed record never stops the student.
 * The applications' client loads with that first click: a guest's vacancy page, whose first screen
 * has a JavaScript budget, never downloads it (docs/decisions/068-first-screen-chunks.md).
 */
import type { JSX } from 'react';
import { applyElsewhereHref, applyElsewhereKind } from '../../../../shared/contract/apply-elsewhere.contract';
import { useHttp, usePlatform } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { usePrimaryAction } from '../../../ui/primary-action';

export const EXTERNAL_LINK_LABEL = 'Откликнуться на сайте компании';
export const EXTERNAL_EMAIL_LABEL = 'Написать работодателю';

function LinkAction({ onAction }: { onAction(): void }): JSX.Element | null {
  const primary = usePrimaryAction({ text: EXTERNAL_LINK_LABEL, onAction });
  if (primary.native) return null;
  return <Button onClick={onAction}>{EXTERNAL_LINK_LABEL}</Button>;
}

export function ExternalApply({
  vacancyId,
  target,
  record,
}: {
  vacancyId: number;
  /** The vacancy's applyElsewhere: an https link or an email. */
  target: string;
  /** Only a signed-in student's click is counted (a guest has nobody to de-duplicate). */
  record: boolean;
}): JSX.Element {
  const http = useHttp();
  const platform = usePlatform();
  const kind = applyElsewhereKind(target);
  const count = () => {
    if (!record) return;
    void import('../applications-api')
      .then(({ recordExternalApply }) => recordExternalApply(http, vacancyId))
      .catch(() => undefined);
  };
  return (
    <section className="apply-panel apply-panel--action" aria-label="Отклик">
      {kind === 'link' ? (
        <>
          <LinkAction
            onAction={() => {
              count();
              platform.openLink(target);
            }}
          />
          <p className="apply-panel__hint">
            Компания принимает отклики на своём сайте: откроется её страница с формой отклика.
          </p>
        </>
      ) : (
        <>
          <a className="button" href={applyElsewhereHref(target)} onClick={count}>
            {EXTERNAL_EMAIL_LABEL}
          </a>
          <p className="apply-panel__hint">
            Компания принимает отклики по почте: напишите на{' '}
            <span className="apply-panel__email">{target}</span> и приложите резюме.
          </p>
        </>
      )}
    </section>
  );
}
