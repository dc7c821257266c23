import { type FormEvent, type JSX, useId, useState } from 'react';
import { Link } from 'wouter';
import type { SubscriptionItem } from '../../../shared/contract/subscription.contract';
import type { TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import { pluralRu } from '../../../shared/format';
import { accountAtom } from '../../lib/app-state';
import { useServices } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { askWriteAccessIfNeeded } from '../../lib/write-access';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { type Delivery, DeliveryFields } from './delivery-fields';
import {
  channelText,
  frequencyText,
  listHref,
  minuteToTime,
  summariseQuery,
  TIME_INVALID,
  timeToMinute,
  WRITE_ACCESS_DENIED,
} from './subscription-texts';
import { destroySubscription, type FilterNames, updateSubscription } from './subscriptions-api';

export const DELETED_TOAST = 'Подписка удалена.';

interface RowProps {
  item: SubscriptionItem;
  /** «Подписка 2»: the row's accessible name when the filters are long. */
  position: number;
  names: FilterNames | undefined;
  telegram: TelegramLinkStatus | null;
  onChanged(item: SubscriptionItem): void;
  onDeleted(): void;
}

/** One saved search: what it matches, how it is delivered, and its actions. */
export function SubscriptionRow({
  item,
  position,
  names,
  telegram,
  onChanged,
  onDeleted,
}: RowProps): JSX.Element {
  const { http, platform } = useServices();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const summary = summariseQuery(item.query, names);

  async function pause(): Promise<void> {
    setPending(true);
    setError(null);
    const result = await updateSubscription(http, { id: item.id, paused: !item.paused });
    setPending(false);
    if (!result.ok) return setError(result.message);
    platform.toast('success', result.data.paused ? 'Подписка приостановлена.' : 'Подписка снова работает.');
    onChanged(result.data);
  }

  async function remove(): Promise<void> {
    const sure = await platform.confirm({
      title: 'Удалить подписку?',
      message: `${summary.join('; ')}. Новые вакансии по этим фильтрам больше не придут.`,
      confirmText: 'Удалить',
      cancelText: 'Оставить',
      destructive: true,
    });
    if (!sure) return;
    setPending(true);
    const result = await destroySubscription(http, item.id);
    setPending(false);
    // Already gone (another tab): the list drops it all the same.
    if (result.ok || result.status === 404) {
      platform.toast('success', DELETED_TOAST);
      onDeleted();
      return;
    }
    setError(result.message);
  }

  return (
    <li className="subscription-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="subscription-card__title">
        <span className="visually-hidden">Подписка {position}: </span>
        {summary[0]}
      </h2>
      {summary.length > 1 ? (
        <ul className="subscription-summary">
          {summary.slice(1).map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      ) : null}
      <p className="subscription-card__meta">
        {channelText(item.channel)} · {frequencyText(item)}
        {item.paused ? <span className="status-badge subscription-card__paused"> На паузе</span> : null}
      </p>
      <p className="subscription-card__found">
        <Link href={listHref(item.query)}>Открыть вакансии по этим фильтрам</Link>
        {item.unseen > 0 ? (
          <span className="subscription-card__new">
            {' '}
            · {pluralRu(item.unseen, ['новая', 'новых', 'новых'])}
          </span>
        ) : null}
      </p>
      <FormAlert message={error} />
      {editing ? (
        <EditForm
          item={item}
          telegram={telegram}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            onChanged(next);
          }}
        />
      ) : (
        <div className="subscription-card__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Изменить
          </Button>
          <Button variant="secondary" pending={pending} onClick={() => void pause()}>
            {item.paused ? 'Возобновить' : 'Приостановить'}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={() => void remove()}>
            Удалить
          </Button>
        </div>
      )}
    </li>
  );
}

/** Channel, frequency and time; the filters are changed from /vacancies/ (docs/decisions/023). */
function EditForm({
  item,
  telegram,
  onCancel,
  onSaved,
}: {
  item: SubscriptionItem;
  telegram: TelegramLinkStatus | null;
  onCancel(): void;
  onSaved(item: SubscriptionItem): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const account = useAtomValue(accountAtom);
  const [delivery, setDelivery] = useState<Delivery>({
    channel: item.channel,
    frequency: item.frequency,
    time: minuteToTime(item.digestMinute),
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | undefined>(undefined);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    const minute = timeToMinute(delivery.time);
    if (delivery.frequency === 'daily' && minute === null) return setTimeError(TIME_INVALID);
    setTimeError(undefined);
    setError(null);
    setPending(true);
    if (delivery.channel === 'telegram' && item.channel !== 'telegram') {
      const answer = await askWriteAccessIfNeeded(platform, http, telegram ?? undefined);
      if (answer === 'denied') {
        setPending(false);
        return setError(WRITE_ACCESS_DENIED);
      }
    }
    const result = await updateSubscription(http, {
      id: item.id,
      channel: delivery.channel,
      frequency: delivery.frequency,
      ...(minute === null ? {} : { digestMinute: minute }),
    });
    setPending(false);
    if (!result.ok) return setError(result.message);
    platform.toast('success', 'Подписка сохранена.');
    onSaved(result.data);
  }

  return (
    <form
      className="form subscription-edit"
      aria-label="Изменить подписку"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <FormAlert message={error} />
      <DeliveryFields
        value={delivery}
        onChange={setDelivery}
        telegram={telegram}
        email={account?.email ?? 'адрес из профиля'}
        timeError={timeError}
      />
      <p className="field__hint">
        Чтобы изменить фильтры, откройте вакансии по этой подписке, поправьте фильтры и подпишитесь снова.
      </p>
      <div className="subscription-card__actions">
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <Button type="submit" pending={pending}>
          Сохранить
        </Button>
      </div>
    </form>
  );
}
