import {
  STUDENT_IDENTITY_FIELDS,
  type StudentChangeField,
} from '../../../shared/contract/student-list.contract';
import type { AccountStatus } from '../../../shared/dictionaries';

/** A student's profile as the rule compares it: empty studies are '' on both sides. */
interface StudentSnapshot {
  firstName: string;
  lastName: string;
  university: string;
  faculty: string;
  course: number | null;
  graduationYear: number | null;
  about: string;
  phone: string | null;
  photoFileId: number | null;
  resumeFileId: number | null;
  skillIds: readonly number[];
}

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

const differs: Record<StudentChangeField, (a: StudentSnapshot, b: StudentSnapshot) => boolean> = {
  name: (a, b) => a.firstName !== b.firstName || a.lastName !== b.lastName,
  university: (a, b) => a.university !== b.university,
  faculty: (a, b) => a.faculty !== b.faculty,
  photo: (a, b) => a.photoFileId !== b.photoFileId,
  course: (a, b) => a.course !== b.course,
  graduationYear: (a, b) => a.graduationYear !== b.graduationYear,
  about: (a, b) => a.about !== b.about,
  resume: (a, b) => a.resumeFileId !== b.resumeFileId,
  skills: (a, b) => !sameSet(a.skillIds, b.skillIds),
  phone: (a, b) => a.phone !== b.phone,
};

interface StudentChange {
  /** The fields this save changes. */
  changed: StudentChangeField[];
  /** An approved student changed who they are (name, university, faculty): back to review. */
  reviewAgain: boolean;
  /** An approved student put up a new photo: they stay approved, the admins look at it afterwards. */
  photoToCheck: boolean;
}

/**
 * What the career centre checks about a student (docs/decisions/051, replacing the student half
 * of docs/decisions/015): who they are — the name and where they study. An approved student who
 * changes any of these goes back to review. A new photo is looked at afterwards: the student keeps
 * applying, the admins are told and see «фото» among the card's changes. The rest (course,
 * graduation year, «О себе», résumé, skills, phone) is the student's to keep current.
 */
export function judgeStudentChange(
  status: AccountStatus,
  current: StudentSnapshot,
  next: StudentSnapshot,
): StudentChange {
  const changed = (Object.keys(differs) as StudentChangeField[]).filter((field) =>
    differs[field](current, next),
  );
  const approved = status === 'approved';
  const reviewAgain = approved && changed.some((field) => STUDENT_IDENTITY_FIELDS.includes(field));
  const photoToCheck = approved && !reviewAgain && changed.includes('photo') && next.photoFileId !== null;
  return { changed, reviewAgain, photoToCheck };
}

/** The stored list of changes since the last decision, with this save's added. */
export function withChanges(stored: readonly string[], changed: readonly StudentChangeField[]): string[] {
  return [...new Set([...stored, ...changed])];
}
