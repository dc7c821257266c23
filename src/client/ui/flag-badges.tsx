import type { JSX } from 'react';
import { STUDENT_FLAGS, type StudentFlag, studentFlagLabels } from '../../shared/dictionaries';

/** The student flags a vacancy carries («Подходит для практики» …), as badges. */
export function FlagBadges({ flags }: { flags: Record<StudentFlag, boolean> }): JSX.Element | null {
  const set = STUDENT_FLAGS.filter((flag) => flags[flag]);
  if (set.length === 0) return null;
  return (
    <ul className="badge-list" aria-label="Для студентов">
      {set.map((flag) => (
        <li key={flag} className={`badge badge--${flag}`}>
          {studentFlagLabels[flag]}
        </li>
      ))}
    </ul>
  );
}
