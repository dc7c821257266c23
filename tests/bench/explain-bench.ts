import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Database } from '../../src/server/db/client';
import { resolveSearch, vacancyConditions } from '../../src/server/domain/vacancies/vacancy-filters';
import { afterKey, listOrder } from '../../src/server/domain/vacancies/vacancy-order';
import { scanStatement } from '../../src/server/domain/vacancies/vacancy-scan';
import { wordStatement } from '../../src/server/domain/vacancy-search/snapshot-store';
import { rankedWords } from '../../src/server/domain/vacancy-search/text-rank';
import { TOTAL_CAP, VacancyListQuerySchema } from '../../src/shared/contract/vacancy.contract';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Heap Fetches'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};

const dialect = new PgDialect();

/** The statement with its parameters written in: EXPLAIN takes no parameters through `execute`. */
function inlined(statement: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const literal = (value: unknown) =>
    typeof value === 'number'
      ? String(value)
      : `'${String(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`;
  return sql.raw(text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1])));
}

function scansOf(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) {
    const heap = node['Heap Fetches'] !== undefined ? `, heap fetches ${node['Heap Fetches']}` : '';
    out.push(
      `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ` ${node['Relation Name']}`}${heap}`,
    );
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

/**
 * Which indexes serve each filter and sort of the public list (issue 26, item 4): the list's own
 * scan statement (vacancy-scan.ts) for each, and the one statement a new search text costs the
 * in-memory search (docs/decisions/065-search-in-memory.md), with EXPLAIN ANALYZE on a demo
 * database. Returns the lines to print.
 */
export async function explainSearches(
  db: Database,
  ids: { internship: number; python: number; sql: number },
): Promise<string[]> {
  const now = new Date();
  const scope = { kind: 'public', now } as const;
  const cases: [string, Record<string, string>][] = [
    ['newest (no filter)', {}],
    ['salary order', { sort: 'salary' }],
    ['type', { type: String(ids.internship) }],
    ['tags (any of two)', { tags: `${ids.python},${ids.sql}` }],
    ['employment + schedule', { employment: 'probation,part', schedule: 'remote,hybrid' }],
    ['salary from 80 000', { salaryFrom: '80000' }],
    ['student flags', { flags: 'suitsPractice,firstYearFriendly' }],
    ['city (Казань)', { city: 'Казань' }],
    ['region (Республика Татарстан)', { region: 'Республика Татарстан' }],
    ['near Kazan, by distance', { near: '55.7963,49.1088', sort: 'distance' }],
    ['text «аналитик данных»', { text: 'аналитик данных' }],
    ['text + salary order', { text: 'разработчик', sort: 'salary' }],
  ];
  const lines: string[] = [];
  const explain = async (name: string, statement: SQL) => {
    const started = performance.now();
    const result = (await db.execute(
      sql`explain (analyze, format json) ${inlined(statement)}`,
    )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      Plan: PlanNode;
      'Execution Time': number;
    }[];
    const top = plan[0];
    if (!top) return;
    lines.push(
      `  ${name.padEnd(30)} ${String(top.Plan['Actual Rows']).padStart(5)} rows ${top['Execution Time'].toFixed(1).padStart(7)} ms ` +
        `(${(performance.now() - started).toFixed(0)} ms round trip): ${scansOf(top.Plan).join('; ')}`,
    );
  };
  for (const [name, raw] of cases) {
    const query = v.parse(VacancyListQuerySchema, { page: '1', limit: '20', ...raw });
    const sort = query.sort ?? (query.text ? 'relevance' : 'newest');
    const resolved = await resolveSearch(db, query);
    const order = listOrder(sort === 'distance' || sort === 'relevance' ? 'newest' : sort, scope);
    const where = vacancyConditions(query, scope, resolved);
    await explain(name, scanStatement(db, where, order, TOTAL_CAP + 1).getSQL());
    if (name === 'newest (no filter)') {
      const [last] = await scanStatement(db, where, order, 1);
      if (last)
        await explain(
          '  … its page after a cursor',
          scanStatement(db, sql`${where} and ${afterKey(order, last.keyText, last.id)}`, order, 21).getSQL(),
        );
    }
    // The memory asks each word once per snapshot (docs/decisions/065-search-in-memory.md).
    for (const word of resolved.parsed ? rankedWords(resolved.parsed) : [])
      await explain(`  … word ${word}, in memory (once)`, wordStatement(word));
  }
  return lines;
}
