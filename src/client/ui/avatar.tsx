import type { CSSProperties, JSX } from 'react';

/** «ООО Ромашка» → «Р»; «Яндекс Практикум» → «ЯП». Legal forms say nothing about the company. */
function initialsOf(name: string): string {
  const words = name
    .replace(/[«»"']/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !/^(ооо|ао|пао|зао|оао|ип|нко|ано|llc|inc|ltd)$/i.test(word));
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || name.charAt(0).toUpperCase() || '?';
}

/** A stable hue per name, so a company keeps its colour across screens. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * A logo or a photo, or the initials on a coloured square when there is none. Decorative: the name
 * is always printed beside it, so screen readers would only hear it twice. A `logo` is shown whole
 * (a wide 800×300 logo must not be cut to its middle letters); a photo fills its square.
 */
export function Avatar({
  name,
  src,
  size = 48,
  className,
  logo = false,
}: {
  name: string;
  src: string | null;
  size?: number;
  className?: string;
  logo?: boolean;
}): JSX.Element {
  const classes = ['avatar', logo ? 'avatar--logo' : '', className ?? ''].filter(Boolean).join(' ');
  if (src) {
    return (
      <img className={classes} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
    );
  }
  return (
    <span
      className={`${classes} avatar--initials`}
      aria-hidden="true"
      style={{ width: size, height: size, '--avatar-hue': hueOf(name) } as CSSProperties}
    >
      {initialsOf(name)}
    </span>
  );
}
