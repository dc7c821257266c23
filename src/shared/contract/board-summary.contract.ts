import * as v from 'valibot';

const statusCounts = v.object({ pending: v.number(), approved: v.number(), denied: v.number() });

/**
 * GET /api/board/summary/ (admins): what awaits action and the career centre's figures —
 * students and companies by status, published vacancies by type, feedback by status.
 */
export const BoardSummarySchema = v.object({
  students: statusCounts,
  companies: statusCounts,
  /** Verified companies' new names, INNs or contact persons waiting for an admin (decision 015). */
  identityChanges: v.number(),
  /** Vacancies and companies whose address names no city and that have none (docs/decisions/061). */
  unmatchedAddresses: v.number(),
  vacancies: v.object({
    /** Visible to students: exactly what the public /vacancies/ list counts. */
    published: v.number(),
    /** Published by their companies but not seen by students (company not approved, closed). */
    publishedHidden: v.number(),
    draft: v.number(),
    archived: v.number(),
    /** Vacancies visible to students per type, most first; `typeId` null for vacancies without a type. */
    publishedByType: v.array(
      v.object({ typeId: v.nullable(v.number()), name: v.string(), count: v.number() }),
    ),
  }),
  feedback: v.object({ new: v.number(), in_progress: v.number(), answered: v.number(), closed: v.number() }),
});
export type BoardSummary = v.InferOutput<typeof BoardSummarySchema>;

/** The lists an admin can download as CSV: GET /api/board/export/<list>.csv */
export const EXPORT_LISTS = ['students', 'companies', 'vacancies', 'feedback'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];
