import type { JSX, ReactNode } from 'react';
import {
  type CompanyAccount,
  CompanyAccountInputSchema,
} from '../../../shared/contract/company-account.contract';
import { verificationMessages } from '../../../shared/verification-messages';
import { maskedPhone } from '../../lib/mask';
import { type OwnDetailsDraft, useOwnDetailsForm } from '../../lib/own-details-form';
import { useServices } from '../../lib/services';
import { verdictOf } from '../../lib/use-form';
import { PhoneField } from '../../ui/form/phone-field';
import { SaveForm } from '../../ui/form/save-form';
import { TextField } from '../../ui/text-field';
import { saveCompanyAccount } from './company-account-api';

type TextKey = 'name' | 'inn' | 'contactPerson';
const TEXT_FIELDS: readonly { key: TextKey; label: string }[] = [
  { key: 'name', label: 'Название' },
  { key: 'inn', label: 'ИНН' },
  { key: 'contactPerson', label: 'Контактное лицо' },
];
const REVIEW_HINT = 'Изменение проверит карьерный центр; до подтверждения студенты видят прежнее значение.';

type AccountValues = Record<TextKey | 'phone', string>;

/** What the form starts from: a pending proposal, so saving the phone does not withdraw it. */
const valuesOf = (account: CompanyAccount): AccountValues => {
  const phone = maskedPhone(account.phone);
  const change = account.identityChange;
  if (change?.status === 'pending') {
    const { name, inn, contactPerson } = change.proposed;
    return { name, inn, contactPerson: contactPerson ?? '', phone };
  }
  return { name: account.name, inn: account.inn, contactPerson: account.contactPerson, phone };
};

const check = (values: AccountValues) => verdictOf(CompanyAccountInputSchema, values);

interface CompanyAccountFormProps {
  account: CompanyAccount;
  onSaved(account: CompanyAccount): void;
  /** Drawn above the form with its unsaved edits: the review request saves them first. */
  banner?(draft: OwnDetailsDraft): ReactNode;
}

/** The company's account: its verified identity and phone (the public face is «Профиль компании»). */
export function CompanyAccountForm({ account, onSaved, banner }: CompanyAccountFormProps): JSX.Element {
  const { http } = useServices();
  const { form, frame, phone, draft } = useOwnDetailsForm({
    initial: valuesOf(account),
    check,
    save: (body) => saveCompanyAccount(http, body),
    savedText: (saved) =>
      saved.identityChange?.status === 'pending'
        ? verificationMessages.identitySentToReview
        : 'Данные компании сохранены.',
    onSaved,
  });
  const verified = account.status === 'approved';

  return (
    <>
      {banner?.(draft)}
      <SaveForm label="Данные компании" {...frame}>
        {TEXT_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            name={key}
            inputMode={key === 'inn' ? 'numeric' : undefined}
            hint={verified ? REVIEW_HINT : undefined}
            {...form.field(key)}
          />
        ))}
        <PhoneField {...phone} />
      </SaveForm>
    </>
  );
}
