import { type JSX, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { City } from '../../../shared/contract/place.contract';
import type { UnmatchedAddress } from '../../../shared/contract/unmatched-address.contract';
import { accountStatusLabels, vacancyStatusLabels } from '../../../shared/dictionaries';
import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { CityField } from '../../ui/places/city-field';
import { saveAddressCity } from './unmatched-addresses-api';

/** A row of the report, and the city saved for it here (the row stays, marked, until the list reloads). */
export type AddressRowItem = UnmatchedAddress & { matched?: City };

const statusLabel = (item: UnmatchedAddress) =>
  item.kind === 'vacancy' ? vacancyStatusLabels[item.status] : accountStatusLabels[item.status];

/**
 * One address without a city (docs/decisions/061): what it says and whose it is, the city the
 * address seems to name as a one-tap answer, or the city picker (ui/places/city-field.tsx) and
 * «Сохранить город»; the vacancy's editor or the company's page for anything more.
 */
export function AddressRow({
  item,
  onMatched,
}: {
  item: AddressRowItem;
  onMatched(city: City): void;
}): JSX.Element {
  const { http, platform } = useServices();
  const [picking, setPicking] = useState(false);
  const [city, setCity] = useState<City | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const pickRef = useRef<HTMLButtonElement>(null);
  const backToPick = useRef(false);
  const titleId = `address-${item.kind}-${item.id}`;
  const matched = item.matched ?? null;
  // The buttons that had the focus are gone once saved: it moves to what the row says now.
  useEffect(() => {
    if (matched) doneRef.current?.focus();
  }, [matched]);
  // «Отмена» takes the picker away: the focus goes back to the button that opened it.
  useEffect(() => {
    if (picking || !backToPick.current) return;
    backToPick.current = false;
    pickRef.current?.focus();
  }, [picking]);

  async function save(chosen: City): Promise<void> {
    setSaving(true);
    const result = await saveAddressCity(http, item.kind, item.id, chosen.id);
    setSaving(false);
    if (!result.ok) {
      const field = result.errors?.cityId;
      if (field) {
        setError(field);
        setPicking(true);
      } else platform.toast('error', result.message);
      return;
    }
    platform.haptic('success');
    setPicking(false);
    onMatched(result.data.city);
  }

  const owner = item.kind === 'vacancy' ? item.company.name : null;
  return (
    <li className="board-row unmatched-row" aria-labelledby={titleId} aria-busy={saving || undefined}>
      <div className="board-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            {item.title}
          </h2>
          <span className={`status-badge status-badge--${item.status}`}>{statusLabel(item)}</span>
        </div>
        {owner ? <p className="board-row__meta">Компания {quoted(owner)}</p> : null}
        <p className="unmatched-row__address">
          <span className="muted">Адрес: </span>
          {item.address}
        </p>
        {matched ? (
          <p className="unmatched-row__done" ref={doneRef} tabIndex={-1}>
            Город сохранён: {matched.name}
            {matched.region !== matched.name ? `, ${matched.region}` : ''}
          </p>
        ) : item.suggested && !picking ? (
          <p className="unmatched-row__suggestion">
            В адресе есть город {item.suggested.name}
            {item.suggested.region !== item.suggested.name ? ` (${item.suggested.region})` : ''}, но его не
            выбрали.
          </p>
        ) : null}
      </div>
      {/* While the picker is open it is the row's one task: on a phone it follows the address. */}
      {picking ? null : (
        <div className="board-row__actions">
          {item.suggested && !matched ? (
            <Button
              className="button--small"
              pending={saving}
              onClick={() => item.suggested && void save(item.suggested)}
              aria-label={`Указать город ${item.suggested.name}: ${item.title}`}
            >
              Указать: {item.suggested.name}
            </Button>
          ) : null}
          {matched ? null : (
            <Button
              ref={pickRef}
              variant={item.suggested ? 'secondary' : 'primary'}
              className="button--small"
              disabled={saving}
              onClick={() => setPicking(true)}
              aria-label={`${item.suggested ? 'Другой город' : 'Выбрать город'}: ${item.title}`}
            >
              {item.suggested ? 'Другой город' : 'Выбрать город'}
            </Button>
          )}
          <Link
            href={
              item.kind === 'vacancy' ? `${paths.boardVacancyEdit}${item.id}/` : `${paths.company}${item.id}/`
            }
            className="button button--ghost button--small"
            aria-label={`${item.kind === 'vacancy' ? 'Открыть вакансию' : 'Страница компании'}: ${item.title}`}
          >
            {item.kind === 'vacancy' ? 'Открыть вакансию' : 'Страница компании'}
          </Link>
        </div>
      )}
      {picking && !matched ? (
        <div className="unmatched-row__picker">
          <CityField
            value={city}
            focusFirst
            onChange={(next) => {
              setCity(next);
              setError(undefined);
            }}
            error={error}
            hint={
              item.kind === 'vacancy'
                ? 'Адрес останется как написан, а вакансию найдут по этому городу.'
                : 'Адрес останется как написан; новые вакансии компании начнутся с этого города.'
            }
          />
          <div className="unmatched-row__picker-actions">
            <Button
              className="button--small"
              disabled={city === null}
              pending={saving}
              onClick={() => city && void save(city)}
            >
              Сохранить город
            </Button>
            <Button
              variant="ghost"
              className="button--small"
              disabled={saving}
              onClick={() => {
                backToPick.current = true;
                setPicking(false);
                setCity(null);
                setError(undefined);
              }}
            >
              Отмена
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
