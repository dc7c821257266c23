/**
 * Tags and vacancy types are the same kind of admin dictionary; one list and one form serve both,
 * and everything that differs between them is here.
 */

import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { DictionaryApiBase } from '../../lib/dictionary-items-api';

export interface DictionaryArea {
  api: DictionaryApiBase;
  listPath: string;
  editPath: string;
  title: string;
  newTitle: string;
  editTitle: string;
  addLabel: string;
  empty: string;
  notFound: string;
  created: string;
  deleted: string;
  /** «тег «Python»», «тип вакансии «Стажировка»» — inside a sentence. */
  named(name: string): string;
  /** Plural forms for counts: ['тег', 'тега', 'тегов']. */
  forms: readonly [string, string, string];
  /** The same in the genitive, after «из»: ['тега', 'тегов', 'тегов']. */
  genitive: readonly [string, string, string];
  /** The plural noun for labels: «тегам», in «Поиск по тегам». */
  searchLabel: string;
}

export const tagArea: DictionaryArea = {
  api: 'tag',
  listPath: paths.boardTags,
  editPath: paths.boardTagEdit,
  title: 'Теги',
  newTitle: 'Новый тег',
  editTitle: 'Редактирование тега',
  addLabel: 'Добавить тег',
  empty: 'Тегов пока нет.',
  notFound: 'Тег не найден',
  created: 'Тег добавлен.',
  deleted: 'Тег удалён.',
  named: (name) => `тег ${quoted(name)}`,
  forms: ['тег', 'тега', 'тегов'],
  genitive: ['тега', 'тегов', 'тегов'],
  searchLabel: 'Поиск по тегам',
};

export const vacancyTypeArea: DictionaryArea = {
  api: 'vacancy-type',
  listPath: paths.boardVacancyTypes,
  editPath: paths.boardVacancyTypeEdit,
  title: 'Типы вакансий',
  newTitle: 'Новый тип вакансии',
  editTitle: 'Редактирование типа вакансии',
  addLabel: 'Добавить тип',
  empty: 'Типов вакансий пока нет.',
  notFound: 'Тип вакансии не найден',
  created: 'Тип вакансии добавлен.',
  deleted: 'Тип вакансии удалён.',
  named: (name) => `тип вакансии ${quoted(name)}`,
  forms: ['тип', 'типа', 'типов'],
  genitive: ['типа', 'типов', 'типов'],
  searchLabel: 'Поиск по типам вакансий',
};
