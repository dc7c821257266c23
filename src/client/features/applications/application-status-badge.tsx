/** The status of an application, one look for the student's side and the company's board (issue 12). */
import type { JSX } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '../../../shared/contract/application.contract';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }): JSX.Element {
  return (
    <span className={`status-badge status-badge--application-${status}`}>
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
