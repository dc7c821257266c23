import type { JSX } from 'react';
import { applyPhoneMask } from '../../lib/mask';
import { EmailField } from '../../ui/email-field';
import { PhoneField } from '../../ui/form/phone-field';
import { PointFields } from '../../ui/form/point-fields';
import { CityField } from '../../ui/places/city-field';
import { TextField } from '../../ui/text-field';
import type { VacancyFieldsProps } from './vacancy-fields';

/** Where the work is (the city, the address, the map point), and whom a student writes to. */
export function VacancyPlaceSection({ values, set, touch, errorOf }: VacancyFieldsProps): JSX.Element {
  return (
    <>
      <section className="form-section" aria-labelledby="vacancy-place">
        <h2 id="vacancy-place">Место работы</h2>
        <CityField
          value={values.city}
          // Refused as `cityId` (by the publishing rule or the server): a new choice answers it.
          onChange={(city) => set('city', city, 'cityId')}
          error={errorOf('cityId')}
          hint={
            values.schedule === 'remote'
              ? 'Для удалённой работы город можно не указывать.'
              : 'По городу вакансию найдут в поиске: выберите его из списка.'
          }
        />
        <TextField
          label="Адрес"
          name="address"
          autoComplete="street-address"
          placeholder="Москва, ул. Тверская, 1"
          value={values.address}
          onChange={(event) => set('address', event.target.value)}
          onBlur={() => touch('address')}
          error={errorOf('address')}
        />
        <PointFields
          value={{ lat: values.lat, lng: values.lng }}
          onChange={(point) => {
            set('lat', point.lat);
            set('lng', point.lng);
          }}
          onBlur={touch}
          errors={{ lat: errorOf('lat'), lng: errorOf('lng') }}
        />
      </section>
      <section className="form-section" aria-labelledby="vacancy-contacts">
        <h2 id="vacancy-contacts">Контакты</h2>
        <p className="field__hint">Их увидят студенты на странице вакансии.</p>
        <div className="form-grid form-grid--three">
          <TextField
            label="Контактное лицо"
            name="contactName"
            autoComplete="name"
            value={values.contactName}
            onChange={(event) => set('contactName', event.target.value)}
            onBlur={() => touch('contactName')}
            error={errorOf('contactName')}
          />
          <EmailField
            label="Email для откликов"
            name="contactEmail"
            autoComplete="email"
            required={false}
            value={values.contactEmail}
            onChange={(event) => set('contactEmail', event.target.value)}
            onBlur={() => touch('contactEmail')}
            error={errorOf('contactEmail')}
          />
          <PhoneField
            name="contactPhone"
            hint="Мобильный или городской: 8…, +7… или без кода страны."
            value={values.contactPhone}
            onChange={(event) => set('contactPhone', applyPhoneMask(event.target.value, 'any').masked)}
            onBlur={() => touch('contactPhone')}
            error={errorOf('contactPhone')}
          />
        </div>
      </section>
    </>
  );
}
