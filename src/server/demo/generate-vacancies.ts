import type { Currency, Employment, Experience, Schedule, VacancyStatus } from '../../shared/dictionaries';
import { slugify, VACANCY_TYPES } from './board-words';
import { type DemoCompany, person, phone, place, round6 } from './generate-companies';
import type { Random } from './prng';
import {
  CONDITIONS,
  GENERIC_REQUIREMENTS,
  INTRO_SENTENCES,
  PROFESSIONS,
  type Profession,
  TITLE_TEMPLATES,
} from './vacancy-words';

/** One vacancy row; the indexes point into the companies, types and tags of the same run. */
export type DemoVacancy = {
  companyIndex: number;
  typeIndex: number | null;
  tagIndexes: number[];
  title: string;
  description: string;
  requirements: string;
  conditions: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: Currency;
  salaryGross: boolean;
  employment: Employment;
  schedule: Schedule;
  experience: Experience;
  /** The dictionary's city (docs/decisions/061): the company's; none for remote work. */
  cityName: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  suitsPractice: boolean;
  combinableWithStudy: boolean;
  firstYearFriendly: boolean;
  forGraduates: boolean;
  status: VacancyStatus;
  publishedAt: Date | null;
  archivedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
};

const DAY = 86_400_000;
/** Published dates spread over the last 60 days: the list's «new» sort has a real range. */
const PUBLISHED_WINDOW_DAYS = 60;

/** Monthly salary ranges (roubles) a student would see for each kind of employment. */
const SALARY_RANGES: Record<Employment, [number, number] | null> = {
  probation: [20_000, 70_000],
  part: [15_000, 55_000],
  full: [45_000, 140_000],
  project: [10_000, 90_000],
  volunteer: null,
};

// Student-friendly values dominate, as on a university board.
const EMPLOYMENT_WEIGHTS = { probation: 30, part: 25, full: 20, project: 15, volunteer: 10 } as const;
const SCHEDULE_WEIGHTS = { flexible: 30, fullDay: 28, remote: 20, shift: 17, flyInFlyOut: 5 } as const;
const EXPERIENCE_WEIGHTS = { noExperience: 70, between1And3: 22, between3And6: 6, moreThan6: 2 } as const;
const STATUS_WEIGHTS = { published: 85, draft: 8, archived: 7 } as const;
const TAG_COUNT_WEIGHTS = { 0: 8, 1: 15, 2: 25, 3: 25, 4: 15, 5: 12 } as const;

const capitalize = (text: string) => (text[0]?.toUpperCase() ?? '') + text.slice(1);

function fill(template: string, profession: Profession, company: DemoCompany): string {
  return template
    .replace('{Nom}', capitalize(profession.nom))
    .replace('{nom}', profession.nom)
    .replace('{gen}', profession.gen)
    .replace('{dept}', profession.dept)
    .replace('{company}', `«${company.brand}»`);
}

const list = (items: readonly string[]) =>
  items
    .map((item) => `— ${item};`)
    .join('\n')
    .replace(/;$/, '.');

function salary(random: Random, employment: Employment) {
  const range = SALARY_RANGES[employment];
  const none = { salaryFrom: null, salaryTo: null, salaryCurrency: 'RUR' as Currency, salaryGross: false };
  if (range === null || random.chance(0.25)) return none;
  const currency = random.weighted({ RUR: 95, USD: 3, EUR: 2 } as const);
  const divisor = currency === 'RUR' ? 1 : 90;
  const step = currency === 'RUR' ? 5_000 : 50;
  const round = (value: number) => Math.max(step, Math.round(value / divisor / step) * step);
  const from = round(range[0] + random.next() * (range[1] - range[0]) * 0.7);
  const to = round(from * divisor * (1.15 + random.next() * 0.6));
  const shape = random.weighted({ both: 55, fromOnly: 30, toOnly: 15 } as const);
  return {
    salaryFrom: shape === 'toOnly' ? null : from,
    salaryTo: shape === 'fromOnly' ? null : Math.max(from, to),
    salaryCurrency: currency,
    salaryGross: random.chance(0.3),
  };
}

/**
 * One vacancy of a company, built from the phrase banks. Called in sequence from one seeded
 * generator, so a seed reproduces the whole run row for row.
 */
export function generateVacancy(
  random: Random,
  companies: readonly DemoCompany[],
  tagNames: readonly string[],
  now: Date,
): DemoVacancy {
  // Squaring skews towards the first companies: a few big employers, a long tail of small ones.
  const companyIndex = Math.floor(random.next() ** 2 * companies.length);
  const company = companies[companyIndex] as DemoCompany;
  const profession = random.pick(PROFESSIONS);
  const typeIndex = random.chance(0.92) ? random.int(0, VACANCY_TYPES.length - 1) : null;
  const employment =
    (typeIndex === null ? undefined : VACANCY_TYPES[typeIndex]?.employment) ??
    random.weighted(EMPLOYMENT_WEIGHTS);
  const schedule = random.weighted(SCHEDULE_WEIGHTS);
  // Internships and volunteering are for beginners; experience asks belong to real jobs.
  const experience =
    employment === 'probation' || employment === 'volunteer'
      ? 'noExperience'
      : random.weighted(EXPERIENCE_WEIGHTS);
  const status = random.weighted(STATUS_WEIGHTS);

  const intro = random
    .sample(INTRO_SENTENCES, random.int(1, 2))
    .map((line) => fill(line, profession, company));
  const duties = random.sample(profession.duties, random.int(2, 3));
  const description = `${intro.join(' ')} Чем предстоит заниматься: ${duties.join(', ')}.`;
  const requirements = list([
    ...random.sample(profession.skills, random.int(2, 3)),
    ...random.sample(GENERIC_REQUIREMENTS, random.int(1, 2)),
  ]);
  const conditions = list(random.sample(CONDITIONS, random.int(2, 4)));

  const tagCount = Number(random.weighted(TAG_COUNT_WEIGHTS));
  const own = profession.tags.map((name) => tagNames.indexOf(name)).filter((index) => index >= 0);
  const tagIndexes = random.sample(own, Math.min(tagCount, random.int(1, own.length)));
  while (tagIndexes.length < tagCount) {
    const extra = random.int(0, tagNames.length - 1);
    if (!tagIndexes.includes(extra)) tagIndexes.push(extra);
  }

  // Remote work has no point on the map; most others sit at the company's office or near it.
  const where =
    schedule === 'remote'
      ? null
      : random.chance(0.75)
        ? {
            address: company.address,
            lat: round6(company.lat + (random.next() - 0.5) * 0.004),
            lng: round6(company.lng + (random.next() - 0.5) * 0.006),
          }
        : place(random, company.city);
  const contact = random.chance(0.7) ? person(random) : null;

  const publishedAt =
    status === 'draft' ? null : new Date(now.getTime() - random.next() * PUBLISHED_WINDOW_DAYS * DAY);
  const archivedAt =
    status === 'archived' && publishedAt
      ? new Date(publishedAt.getTime() + random.next() * (now.getTime() - publishedAt.getTime()))
      : null;
  const createdAt = new Date((publishedAt ?? now).getTime() - random.next() * 3 * DAY);
  const expiresAt =
    publishedAt && random.chance(0.4) ? new Date(publishedAt.getTime() + random.int(30, 90) * DAY) : null;
  const title = fill(random.pick(TITLE_TEMPLATES[employment]), profession, company);

  return {
    companyIndex,
    typeIndex,
    tagIndexes,
    title,
    description,
    requirements,
    conditions,
    ...salary(random, employment),
    employment,
    schedule,
    experience,
    cityName: where ? company.city.name : null,
    address: where?.address ?? null,
    lat: where?.lat ?? null,
    lng: where?.lng ?? null,
    contactName: contact?.full ?? null,
    contactEmail: contact ? `${slugify(contact.last)}@${company.slug}.demo.ru` : null,
    contactPhone: contact && random.chance(0.6) ? phone(random) : null,
    suitsPractice: random.chance(employment === 'probation' ? 0.7 : 0.2),
    combinableWithStudy: random.chance(schedule === 'flexible' || schedule === 'remote' ? 0.85 : 0.35),
    firstYearFriendly: random.chance(experience === 'noExperience' ? 0.3 : 0.02),
    forGraduates: random.chance(0.3),
    status,
    publishedAt,
    archivedAt,
    expiresAt,
    createdAt,
  };
}
