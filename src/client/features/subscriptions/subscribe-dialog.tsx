/**
 * «Подписаться на новые вакансии» (issue 13): the current filters of /vacancies/ in Russian, the
 * channel and the frequency, then save. Loaded only when a student presses the button
 * (app/vacancies-route.tsx), so the list's first screen does not carry it. Inside Telegram, a
 * Telegram subscription first asks for write access when the bot may not write yet
 * (lib/write-access.ts).
 */
import { type JSX, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { DIGEST_MINUTE_DEFAULT } from '../../../shared/contract/subscription.contract';
import type { TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import { paths } from '../../../shared/paths';
import { accountAtom } from '../../lib/app-state';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { fetchTelegramLinkStatus } from '../../lib/telegram-api';
import { useForm } from '../../lib/use-form';
import { askWriteAccessIfNeeded } from '../../lib/write-access';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { AlertsWaitNote } from './alerts-wait-note';
import { checkDelivery, type Delivery, DeliveryFields, defaultChannel } from './delivery-fields';
import {
  minuteToTime,
  queryFromSearch,
  SUBSCRIBED_TOAST,
  SUBSCRIBED_WAITING_TOAST,
  summariseQuery,
  WRITE_ACCESS_DENIED,
} from './subscription-texts';
import { createSubscription, type FilterNames, fetchFilterNames } from './subscriptions-api';

type Loaded = { telegram: TelegramLinkStatus | null; names: FilterNames | undefined };

export function SubscribeDialog({ search, onClose }: { search: string; onClose(): void }): JSX.Element {
  const { http } = useServices();
  const loaded = useResource<Loaded>('subscribe-dialog', async () => {
    const [telegram, names] = await Promise.all([fetchTelegramLinkStatus(http), fetchFilterNames(http)]);
    // Neither is needed to save: without them Telegram is not offered and ids stand for names.
    return {
      ok: true,
      data: { telegram: telegram.ok ? telegram.data : null, names: names.ok ? names.data : undefined },
    };
  });
  const [saved, setSaved] = useState(false);
  return (
    <ModalDialog title="Подписка на новые вакансии" onClose={onClose}>
      {saved ? (
        <Saved onClose={onClose} />
      ) : loaded.status === 'ready' ? (
        <SubscribeForm
          search={search}
          loaded={loaded.data}
          onClose={onClose}
          onSaved={() => setSaved(true)}
        />
      ) : (
        <p role="status">Загружаем…</p>
      )}
    </ModalDialog>
  );
}

/** After saving: where the subscription lives now. A MainButton-free view, so Telegram shows none. */
function Saved({ onClose }: { onClose(): void }): JSX.Element {
  return (
    <div className="subscribe-done">
      <p>Подписка сохранена. Изменить, приостановить или удалить её можно в разделе «Мои подписки».</p>
      <AlertsWaitNote />
      <div className="apply-form__actions">
        <Link href={paths.subscriptions} className="button button--secondary">
          Мои подписки
        </Link>
        <Button onClick={onClose}>Готово</Button>
      </div>
    </div>
  );
}

function SubscribeForm({
  search,
  loaded,
  onClose,
  onSaved,
}: {
  search: string;
  loaded: Loaded;
  onClose(): void;
  onSaved(): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const account = useAtomValue(accountAtom);
  // Null (unknown) reads as approved: the note and the toast speak only of a known wait.
  const approved = (account?.status ?? 'approved') === 'approved';
  const query = useMemo(() => queryFromSearch(search), [search]);
  const initial: Delivery = {
    channel: defaultChannel(loaded.telegram, platform.kind === 'telegram'),
    frequency: 'daily',
    time: minuteToTime(DIGEST_MINUTE_DEFAULT),
  };
  const form = useForm({ initial, check: checkDelivery });
  const { pending } = form;
  // Inside Telegram «Подписаться» is the MainButton with its loader, as in the apply dialog.
  const primary = usePrimarySubmit(form.formRef, { text: 'Подписаться', loading: pending });
  const submit = form.onSubmit({
    async call({ channel, frequency, minute }) {
      if (channel === 'telegram') {
        const answer = await askWriteAccessIfNeeded(platform, http, loaded.telegram ?? undefined);
        if (answer === 'denied') return { ok: false, message: WRITE_ACCESS_DENIED };
      }
      return createSubscription(http, {
        query,
        channel,
        frequency,
        ...(frequency === 'daily' && minute !== null ? { digestMinute: minute } : {}),
      });
    },
    done() {
      platform.toast('success', approved ? SUBSCRIBED_TOAST : SUBSCRIBED_WAITING_TOAST);
      onSaved();
    },
    alert: 'message',
  });

  return (
    <form
      ref={form.formRef}
      className="form subscribe-form"
      aria-label="Подписка на новые вакансии"
      aria-busy={pending}
      noValidate
      onSubmit={submit}
    >
      <section aria-label="Фильтры подписки">
        <p className="subscribe-form__lead">Пришлём новые вакансии, которые подходят под фильтры:</p>
        <ul className="subscription-summary">
          {summariseQuery(query, loaded.names).map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
        {new URLSearchParams(search).has('bbox') ? (
          <p className="subscribe-form__note">
            Область карты в подписку не входит: пришлём вакансии с этими фильтрами из любого места. Чтобы
            получать вакансии одного города, выберите его в фильтре «Город или регион».
          </p>
        ) : null}
      </section>
      <AlertsWaitNote />
      <FormAlert message={form.alert} />
      <DeliveryFields
        value={form.values}
        onChange={(next) => form.update(() => next)}
        telegram={loaded.telegram}
        email={account?.email ?? 'адрес из профиля'}
        timeError={form.errorOf('time')}
        onTimeBlur={() => form.touch('time')}
      />
      <div className="apply-form__actions">
        <Button variant="secondary" onClick={onClose}>
          Отмена
        </Button>
        <SubmitButton primary={primary} pending={pending}>
          {pending ? 'Сохраняем…' : 'Подписаться'}
        </SubmitButton>
      </div>
    </form>
  );
}
