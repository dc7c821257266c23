import type { JSX } from 'react';
import { Button } from '../../ui/button';

/** Shown once, right after the enrolment: the codes are stored only hashed on the server. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }): JSX.Element {
  return (
    <div className="form">
      <p>
        Сохраните резервные коды — распечатайте или запишите. Каждый код подходит для входа один раз, если
        телефона не будет под рукой. Больше мы их не покажем.
      </p>
      <ul className="two-factor__codes" aria-label="Резервные коды">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button block onClick={onDone}>
        Я сохранил коды
      </Button>
    </div>
  );
}
