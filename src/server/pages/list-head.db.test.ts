import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { cities } from '../db/schema';

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null;
const metaOf = (html: string, attribute: 'property' | 'name', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`))?.[1] ?? null;

/**
 * The heads of `/` and of filtered lists (docs/decisions/067-share-images.md): a title and a
 * description naming the filters as the database spells them. Names come from SQL (places,
 * dictionaries): both databases.
 */
describeOnDatabases('list and home heads', (target) => {
  const suite = useBoardSuite(target);
  let kazan: number;

  async function html(path: string): Promise<string> {
    const response = await suite.t.app.request(path, {
      headers: { 'user-agent': 'TelegramBot (like TwitterBot)' },
    });
    expect(response.status, path).toBe(200);
    return response.text();
  }

  beforeAll(async () => {
    const [row] = await suite.database.db.select().from(cities).where(eq(cities.name, 'Казань'));
    kazan = row?.id ?? 0;
  });

  it('gives the guest home its own title, description and card', async () => {
    const page = await html('/');
    expect(titleOf(page)).toBe('Карьера');
    expect(metaOf(page, 'property', 'og:title')).toBe('Карьера');
    expect(metaOf(page, 'property', 'og:url')).toBe('http://localhost/');
    expect(metaOf(page, 'property', 'og:description')).toMatch(/^Вакансии, стажировки и практика/);
    expect(metaOf(page, 'property', 'og:image')).toBe('http://localhost/og/board.png');
    expect(metaOf(page, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('names a search by its text and its city as the dictionary spells it', async () => {
    for (const city of ['Казань', String(kazan)]) {
      const page = await html(`/vacancies/?text=python&city=${encodeURIComponent(city)}`);
      expect(titleOf(page), city).toBe('Вакансии: python, Казань — Карьера');
      expect(metaOf(page, 'property', 'og:title')).toBe('Вакансии: python, Казань');
      expect(metaOf(page, 'property', 'og:description')).toBe(
        'Вакансии: python, Казань. Вакансии и стажировки для студентов и выпускников от компаний, которых проверил карьерный центр.',
      );
      // One address for the list, whatever its filters.
      expect(page).toContain('<link rel="canonical" href="http://localhost/vacancies/">');
    }
  });

  it('names types, tags, a region, an approved company and the dictionaries’ choices', async () => {
    const { types, tags, owner, pending } = suite.board;
    const query = new URLSearchParams({
      type: String(types.internship.id),
      tags: `${tags.sql.id},${tags.python.id}`,
      region: 'Республика Татарстан',
      company: String(owner.id),
      employment: 'part,full',
      flags: 'forGraduates',
      salaryFrom: '50000',
    });
    const page = await html(`/vacancies/?${query}`);
    // The title is cut at a word with «…»; the description names them all.
    const title = metaOf(page, 'property', 'og:title') ?? '';
    expect(title).toMatch(
      new RegExp(`^Вакансии: Стажировка, Python, SQL, Республика Татарстан, ${owner.name}, .*…$`),
    );
    expect(title.length).toBeLessThanOrEqual(90);
    expect(metaOf(page, 'property', 'og:description')).toContain(
      `${owner.name}, полная занятость, частичная занятость, для выпускников, от 50 000 ₽.`,
    );
    // A company a guest may not see is not named; neither is anything the dictionary lacks.
    const hidden = await html(`/vacancies/?company=${pending.id}&city=Атлантида&salaryFrom=много&text=sql`);
    expect(metaOf(hidden, 'property', 'og:title')).toBe('Вакансии: sql');
    expect(titleOf(await html('/vacancies/?type=999999&sort=newest'))).toBe('Вакансии — Карьера');
  });

  it('escapes the text of the search and names a companies search', async () => {
    const page = await html(`/vacancies/?text=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(page).not.toContain('<script>alert(1)');
    expect(metaOf(page, 'property', 'og:title')).toBe(
      'Вакансии: &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(metaOf(await html('/companies/?text=дельта'), 'property', 'og:title')).toBe('Компании: дельта');
    expect(titleOf(await html('/companies/'))).toBe('Компании — Карьера');
  });
});
