import type { JSX } from 'react';

/** A message about the whole form (wrong password, too many attempts), announced when it appears. */
export function FormAlert({ message }: { message: string | null }): JSX.Element | null {
  if (message === null) return null;
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  );
}
