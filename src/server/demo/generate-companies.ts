import type { AccountStatus } from '../../shared/dictionaries';
import {
  BRAND_NOUNS,
  BRAND_PREFIXES,
  CITIES,
  CITY_WEIGHTS,
  type City,
  COMPANY_SENTENCES,
  FEMININE_ADJECTIVES,
  FEMININE_NOUNS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  INDUSTRIES,
  LAST_NAMES,
  LEGAL_FORMS,
  MASCULINE_ADJECTIVES,
  MASCULINE_NOUNS,
  PROJECTS,
  slugify,
} from './board-words';
import type { Random } from './prng';

type DemoPlace = { city: City; address: string; lat: number; lng: number };

export type DemoCompany = {
  email: string;
  name: string;
  /** The brand without the legal form, for sentences and domains. */
  brand: string;
  slug: string;
  inn: string;
  contactPerson: string;
  phone: string;
  description: string;
  website: string;
  address: string;
  lat: number;
  lng: number;
  city: City;
  status: AccountStatus;
  statusReason: string | null;
  createdAt: Date;
  projects: { title: string; description: string; link: string | null; position: number }[];
};

const DAY = 86_400_000;

export function person(random: Random): { first: string; last: string; full: string } {
  const female = random.chance(0.55);
  const first = random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const last = `${random.pick(LAST_NAMES)}${female ? 'а' : ''}`;
  return { first, last, full: `${first} ${last}` };
}

export function phone(random: Random): string {
  const pair = () => String(random.int(0, 99)).padStart(2, '0');
  return `+7 9${pair()} ${random.int(100, 999)}-${pair()}-${pair()}`;
}

/** A street address in the city, its point scattered around the centre (denser near it). */
export function place(random: Random, city: City): DemoPlace {
  const radius = city.spread * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  // Longitude degrees shrink with latitude; keep the scatter round on the map.
  const lat = city.lat + radius * Math.sin(angle);
  const lng = city.lng + (radius * Math.cos(angle)) / Math.cos((city.lat * Math.PI) / 180);
  const address = `г. ${city.name}, ${random.pick(city.streets)}, д. ${random.int(1, 120)}`;
  return { city, address, lat: round6(lat), lng: round6(lng) };
}

export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function brandNames(): string[] {
  const names = new Set<string>();
  for (const adjective of FEMININE_ADJECTIVES)
    for (const noun of FEMININE_NOUNS) names.add(`${adjective} ${noun}`);
  for (const adjective of MASCULINE_ADJECTIVES)
    for (const noun of MASCULINE_NOUNS) names.add(`${adjective} ${noun}`);
  for (const prefix of BRAND_PREFIXES) for (const noun of BRAND_NOUNS) names.add(`${prefix}${noun}`);
  return [...names];
}

/**
 * `count` companies with distinct names and mailboxes: mostly approved, some waiting for the
 * career centre or denied, so every board screen has something to show.
 */
export function generateCompanies(random: Random, count: number, now: Date): DemoCompany[] {
  const brands = random.sample(brandNames(), count);
  const cityByName = new Map(CITIES.map((city) => [city.name, city]));
  const companies: DemoCompany[] = [];
  for (let index = 0; index < count; index++) {
    const city = cityByName.get(random.weighted(CITY_WEIGHTS)) as City;
    // Past the bank of distinct brands, a branch name keeps names unique.
    const brand = brands[index] ?? `${random.pick(brands)} ${Math.floor(index / brands.length) + 1}`;
    const form = random.weighted(LEGAL_FORMS);
    const name = form === '' ? `«${brand}»` : `${form} «${brand}»`;
    const slug = `${slugify(brand)}-${index + 1}`;
    const industry = random.pick(INDUSTRIES);
    const contact = person(random);
    const office = place(random, city);
    const status = random.weighted({ approved: 85, pending: 10, denied: 5 } as const);
    const sentences = random
      .sample(COMPANY_SENTENCES, random.int(2, 4))
      .map((line) => line.replace('{staff}', String(random.pick([50, 100, 300, 500, 1000, 5000]))));
    const projects = random.sample(PROJECTS, random.int(1, 4)).map((project, position) => ({
      ...project,
      link: random.chance(0.5) ? `https://${slug}.demo.ru/projects/${position + 1}` : null,
      position,
    }));
    companies.push({
      email: `hr@${slug}.demo.ru`,
      name,
      brand,
      slug,
      inn: String(random.int(1_000_000_000, 9_999_999_999)),
      contactPerson: contact.full,
      phone: phone(random),
      description: `«${brand}» — ${industry.what}, ${city.name}. ${industry.about}. ${sentences.join(' ')}`,
      website: `https://${slug}.demo.ru`,
      address: office.address,
      lat: office.lat,
      lng: office.lng,
      city,
      status,
      statusReason: status === 'denied' ? 'Не удалось подтвердить ИНН компании.' : null,
      createdAt: new Date(now.getTime() - random.int(60, 400) * DAY),
      projects,
    });
  }
  return companies;
}
