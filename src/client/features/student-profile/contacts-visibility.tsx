import type { JSX } from 'react';

export const CONTACTS_OPEN_NOTE =
  'Карьерный центр открыл ваши контакты: email и телефон видят все подтверждённые компании.';
export const CONTACTS_APPLIED_NOTE =
  'Ваши email и телефон видят только компании, на вакансии которых вы откликнулись, и карьерный центр.';

/**
 * Who sees the student's contacts (docs/decisions/009, «Contacts»): information only — the career
 * centre sets it on the board's student card; the student changes nothing here.
 */
export function ContactsVisibility({ open }: { open: boolean }): JSX.Element {
  return (
    <section className="form-section" aria-labelledby="contacts-visibility">
      <h2 id="contacts-visibility">Кто видит ваши контакты</h2>
      <p>{open ? CONTACTS_OPEN_NOTE : CONTACTS_APPLIED_NOTE}</p>
    </section>
  );
}
