import { type JSX, type MouseEvent, useState } from 'react';
import { useServices } from '../../../lib/services';
import { downloadSigned } from '../../../ui/signed-download-api';
import { fetchInterviewCalendarLink } from './answers-api';

/**
 * «Добавить в календарь (.ics)» of a booked interview (docs/decisions/057). The website's link
 * carries the cookie; inside Telegram the download goes through a signed short-lived address,
 * since Telegram fetches it without the session (docs/decisions/018).
 */
export function InterviewCalendarLink({ interviewId }: { interviewId: number }): JSX.Element {
  const { http, platform } = useServices();
  const [busy, setBusy] = useState(false);
  const url = `/api/interview/${interviewId}/ics`;
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (platform.kind !== 'telegram') return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await downloadSigned(platform, await fetchInterviewCalendarLink(http, interviewId));
    } finally {
      setBusy(false);
    }
  };
  return (
    <a href={url} download aria-busy={busy || undefined} onClick={(event) => void open(event)}>
      Добавить в календарь (.ics)
    </a>
  );
}
