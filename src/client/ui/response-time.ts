const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/**
 * A time to answer as people say it: «меньше часа», «2,5 ч», «29 ч», then days from two days on
 * («3,5 дн.»). The outcome figures and the company's badge share it (docs/decisions/021).
 */
export function formatHours(hours: number): string {
  if (hours < 1) return 'меньше часа';
  if (hours < 48) return `${oneDecimal.format(hours)} ч`;
  return `${oneDecimal.format(hours / 24)} дн.`;
}
