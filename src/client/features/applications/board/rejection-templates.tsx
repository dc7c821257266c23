import type { JSX } from 'react';
import { REJECTION_TEMPLATES } from '../../../../shared/contract/application.contract';

/**
 * The Russian refusal templates (src/shared/contract/application.contract.ts) as buttons that fill the
 * message; the company edits the text before sending. Shared by one refusal and a bulk one.
 */
export function RejectionTemplates({ onPick }: { onPick(text: string): void }): JSX.Element {
  return (
    <fieldset className="application-templates">
      <legend className="application-templates__legend">Шаблоны отказа</legend>
      <div className="application-templates__row">
        {REJECTION_TEMPLATES.map((template) => (
          <button
            key={template.title}
            type="button"
            className="button button--ghost button--small"
            onClick={() => onPick(template.text)}
          >
            {template.title}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
