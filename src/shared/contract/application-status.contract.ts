/*
 * The application's statuses and who moves them (docs/decisions/020-application-statuses.md,
 * docs/decisions/059-student-answers.md): the table the server checks and the screens' buttons
 * read, apart from the request and answer schemas of ./application.contract.ts.
 */

/**
 * Applications (issue 12; the moves are recorded in docs/decisions/020-application-statuses.md).
 * A student applies to a published vacancy; the company moves the application along; the student
 * may withdraw while it is open.
 */
export const APPLICATION_STATUSES = [
  'new',
  'viewed',
  'invited',
  'offer',
  'accepted',
  'declined',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'Новый',
  viewed: 'Просмотрен',
  invited: 'Приглашение',
  offer: 'Предложение',
  accepted: 'Предложение принято',
  declined: 'Отказ студента',
  hired: 'Принят',
  rejected: 'Отказ',
  withdrawn: 'Отозван',
};

/** Open: the company still has to decide. Archiving a vacancy rejects these; a student may withdraw them. */
export const OPEN_APPLICATION_STATUSES = ['new', 'viewed', 'invited', 'offer'] as const;
type OpenApplicationStatus = (typeof OPEN_APPLICATION_STATUSES)[number];

function isOpenApplication(status: ApplicationStatus): status is OpenApplicationStatus {
  return (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * What a student may still withdraw: an open application, and an accepted offer before the
 * company marks the hire (a student who changes their mind says so rather than not turning up).
 */
export function isWithdrawable(status: ApplicationStatus): boolean {
  return isOpenApplication(status) || status === 'accepted';
}

/**
 * The company's (and an admin's) moves (docs/decisions/059-student-answers.md). «viewed» is set by
 * the server when the company first opens the application, never chosen. An offer waits for the
 * student: only an accepted offer can end in «hired». Hired, rejected, declined and withdrawn are
 * final: a student whose application was rejected (or who declined) does not apply to the same
 * vacancy again; a withdrawn one may.
 */
export const COMPANY_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['invited', 'offer', 'rejected'],
  viewed: ['invited', 'offer', 'rejected'],
  invited: ['invited', 'offer', 'rejected'],
  offer: ['offer', 'rejected'],
  accepted: ['hired', 'rejected'],
  declined: [],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/**
 * The student's answers (docs/decisions/059): to an invitation «Приду» (with a slot), «Не смогу»
 * or «Предложить другое время»; to an offer «Принимаю» or «Отказываюсь».
 */
export const STUDENT_ANSWERS = ['accept', 'decline', 'reschedule'] as const;
export type StudentAnswer = (typeof STUDENT_ANSWERS)[number];

/** Where each answer moves an application from the statuses that ask for one; absent: refused. */
const STUDENT_ANSWER_MOVES: Record<'invited' | 'offer', Partial<Record<StudentAnswer, ApplicationStatus>>> = {
  invited: { accept: 'invited', decline: 'declined', reschedule: 'invited' },
  offer: { accept: 'accepted', decline: 'declined' },
};

/** The move an answer makes from `status`, or null when that status asks for no such answer. */
export function studentAnswerMove(
  status: ApplicationStatus,
  answer: StudentAnswer,
): ApplicationStatus | null {
  if (status !== 'invited' && status !== 'offer') return null;
  return STUDENT_ANSWER_MOVES[status][answer] ?? null;
}

export function canCompanyMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return COMPANY_TRANSITIONS[from].includes(to);
}

/** The statuses a company may choose in changeStatus. */
export const CHOSEN_STATUSES = ['invited', 'offer', 'hired', 'rejected'] as const;
export type ChosenApplicationStatus = (typeof CHOSEN_STATUSES)[number];

/** The moves that must carry a message to the student: when and where to come, or why not. */
export const MESSAGE_REQUIRED: readonly ApplicationStatus[] = ['invited', 'rejected'];
