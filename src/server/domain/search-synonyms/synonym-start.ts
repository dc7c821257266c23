import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, searchSynonyms } from '../../db/schema';

/**
 * The dictionary's start (docs/decisions/060): how students write technologies and trades in
 * Russian. Migration 0029 writes the same list into a board already in use.
 */
const SYNONYM_START: readonly (readonly [typed: string, means: string])[] = [
  ['питон', 'python'],
  ['пайтон', 'python'],
  ['джава', 'java'],
  ['ява', 'java'],
  ['джаваскрипт', 'javascript'],
  ['яваскрипт', 'javascript'],
  ['тайпскрипт', 'typescript'],
  ['котлин', 'kotlin'],
  ['свифт', 'swift'],
  ['пхп', 'php'],
  ['голанг', 'go'],
  ['golang', 'go'],
  ['си шарп', 'c#'],
  ['шарп', 'c#'],
  ['плюсы', 'c++'],
  ['дотнет', '.net'],
  ['реакт', 'react'],
  ['ангуляр', 'angular'],
  ['нода', 'node.js'],
  ['нодджс', 'node.js'],
  ['постгрес', 'postgresql'],
  ['линукс', 'linux'],
  ['докер', 'docker'],
  ['гит', 'git'],
  ['эксель', 'excel'],
  ['фигма', 'figma'],
  ['фронтенд', 'frontend'],
  ['фронтэнд', 'frontend'],
  ['бэкенд', 'backend'],
  ['бекенд', 'backend'],
  ['бэкэнд', 'backend'],
  ['фулстек', 'fullstack'],
  ['девопс', 'devops'],
  ['эйчар', 'hr'],
  ['qa', 'тестировщик'],
  ['тестировщик', 'qa'],
  ['смм', 'smm'],
  ['дата сайнс', 'data science'],
  ['машинное обучение', 'ml'],
];

/** Whether the board has no admin yet: its first one brings the dictionary's start. */
export async function boardHasNoAdmin(tx: Executor): Promise<boolean> {
  const [row] = await tx.select({ total: count() }).from(admins);
  return (row?.total ?? 0) === 0;
}

/**
 * Writes the start, in the transaction that creates the board's first admin: a new board searches
 * «питон» as Python from its first day, and the career centre edits the list from there. Words
 * already in the dictionary stay as they are.
 */
export async function writeSynonymStart(tx: Executor): Promise<void> {
  await tx
    .insert(searchSynonyms)
    .values(SYNONYM_START.map(([typed, means]) => ({ typed, means })))
    .onConflictDoNothing({ target: searchSynonyms.typed });
}
