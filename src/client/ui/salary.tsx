import type { JSX } from 'react';
import type { Salary } from '../../shared/contract/vacancy.contract';
import { formatSalary } from '../../shared/format';

/** The salary line of a card or a detail page; «Зарплата не указана» is shown quieter. */
export function SalaryText({ salary, className }: { salary: Salary; className?: string }): JSX.Element {
  const unknown = salary.from === null && salary.to === null;
  const classes = ['salary', unknown ? 'salary--unknown' : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={classes}>{formatSalary(salary)}</span>;
}
