import * as v from 'valibot';
import { LimitParamSchema, PageParamSchema, pageSchema } from './query';
import { StudentPageSchema } from './student-list.contract';
import { VacancyListItemSchema } from './vacancy.contract';

/** What may be favourited: students keep vacancies, companies keep students. */
const FAVOURITE_TARGETS = ['vacancy', 'student'] as const;
export type FavouriteTarget = (typeof FAVOURITE_TARGETS)[number];

/** The client map bounds itself to this many ids per kind (GET /api/favourite/ids). */
export const FAVOURITE_IDS_MAX = 1000;

const TargetKindSchema = v.picklist(FAVOURITE_TARGETS, 'Неизвестный вид избранного.');

/** POST /api/favourite/switch: toggles one favourite; the answer is the new state. */
export const FavouriteSwitchRequestSchema = v.object({
  targetKind: TargetKindSchema,
  targetId: v.pipe(
    v.number('Неверный идентификатор.'),
    v.integer('Неверный идентификатор.'),
    v.minValue(1, 'Неверный идентификатор.'),
    v.maxValue(2_147_483_647, 'Неверный идентификатор.'),
  ),
});
export type FavouriteSwitchRequest = v.InferOutput<typeof FavouriteSwitchRequestSchema>;

export const FavouriteSwitchResultSchema = v.object({ favourite: v.boolean() });
export type FavouriteSwitchResult = v.InferOutput<typeof FavouriteSwitchResultSchema>;

/** GET /api/favourite/getItems: the caller's own favourites of one kind, newest first. */
export const FavouriteListQuerySchema = v.object({
  targetKind: TargetKindSchema,
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type FavouriteListQuery = v.InferOutput<typeof FavouriteListQuerySchema>;

export const FavouriteVacancyPageSchema = pageSchema(VacancyListItemSchema);

/**
 * A company's favourite students: the students list's own item (contract/student-list.contract.ts),
 * so /favourites/ draws the same card as /students/, contacts visible by the same rule.
 */
export const FavouriteStudentPageSchema = StudentPageSchema;

/** GET /api/favourite/ids: every id the caller keeps of one kind (bounded), for the client map. */
export const FavouriteIdsQuerySchema = v.object({ targetKind: TargetKindSchema });
export const FavouriteIdsSchema = v.object({ ids: v.array(v.number()) });
export type FavouriteIds = v.InferOutput<typeof FavouriteIdsSchema>;
