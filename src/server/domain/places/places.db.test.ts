import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { listCities } from './list-cities';
import { resolvePlaces } from './resolve-places';

const TSV = join(import.meta.dirname, '../../db/reference/russian-cities.tsv');

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The city dictionary and its matching (docs/decisions/061), on both databases. */
describeOnDatabases('places', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('holds the shipped dictionary exactly: every row of russian-cities.tsv, nothing else', async () => {
    const lines = readFileSync(TSV, 'utf8').trim().split('\n').slice(1);
    const table = await rows<{ line: string }>(
      handle,
      sql`select concat_ws(E'\t', id, name, region, federal_district, to_char(lat, 'FM990.00000'),
        to_char(lng, 'FM9990.00000'), population) as line from reference.cities order by id`,
    );
    expect(table.map((row) => row.line)).toEqual(lines);
    expect(lines).toHaveLength(1117);
  });

  it('finds the city an address names, and none where it names none', async () => {
    const cityOf = async (address: string) =>
      (
        await rows<{ name: string | null }>(
          handle,
          sql`select (select name from reference.cities where id = city_of_address(${address})) as name`,
        )
      )[0]?.name ?? null;
    expect(await cityOf('г. Казань, ул. Пушкина, д. 12')).toBe('Казань');
    expect(await cityOf('Москва, Тверская ул., 1')).toBe('Москва');
    expect(await cityOf('Московская обл., г. Королёв, пр-т Космонавтов, 5')).toBe('Королёв');
    // «г.» first: the street of another town's name does not win.
    expect(await cityOf('г Томск, ул. Новосибирская, 3')).toBe('Томск');
    // Two towns named Кировск: the larger.
    expect(await cityOf('Кировск, ул. Мира, 1')).toBe('Кировск');
    expect(await cityOf('ул. Ленина, 5')).toBeNull();
    expect(await cityOf('пр-т Мира, 10')).toBeNull();
  });

  it('resolves names, ids and regions to cities, and names the first unknown one', async () => {
    const kazan = await resolvePlaces(handle.db, { city: ['казань'] });
    expect(kazan).toEqual({ ok: true, cityIds: [928] });
    expect(await resolvePlaces(handle.db, { city: ['928'] })).toEqual(kazan);
    const tatarstan = await resolvePlaces(handle.db, { region: ['Республика Татарстан'] });
    expect(tatarstan.ok && tatarstan.cityIds?.includes(928)).toBe(true);
    expect(tatarstan.ok && tatarstan.cityIds?.length).toBe(24);
    expect(await resolvePlaces(handle.db, { city: ['Казань', 'Атлантида'] })).toEqual({
      ok: false,
      field: 'city',
      value: 'Атлантида',
    });
    expect(await resolvePlaces(handle.db, { region: ['Марс'] })).toMatchObject({
      ok: false,
      field: 'region',
    });
    expect(await resolvePlaces(handle.db, {})).toEqual({ ok: true, cityIds: null });
  });

  describe('the picker’s list', () => {
    it('offers the largest cities first by the start of their name, and the regions with a word so', async () => {
      const page = await listCities(handle.db, { text: 'Каз' });
      expect(page.items[0]).toEqual({ id: 928, name: 'Казань', region: 'Республика Татарстан' });
      expect((await listCities(handle.db, { text: 'татар' })).regions).toEqual(['Республика Татарстан']);
      expect((await listCities(handle.db, { text: 'королев' })).items.map((city) => city.name)).toEqual([
        'Королёв',
      ]);
      expect((await listCities(handle.db, { ids: [928, 510] })).items.map((city) => city.name)).toEqual([
        'Казань',
        'Москва',
      ]);
    });
  });
});
