import { type JSX, useEffect, useState } from 'react';
import { TextField } from '../../../ui/text-field';

interface ImageUrlFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: string | undefined;
  /** The shape of the preview: a square logo or a wide banner. */
  shape: 'square' | 'wide';
}

/**
 * An image address with a preview, so a wrong link shows before it is saved. The preview is
 * decorative (the field says what it is) and only drawn for an http(s) address.
 */
export function ImageUrlField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  shape,
}: ImageUrlFieldProps): JSX.Element {
  const [broken, setBroken] = useState(false);
  const url = value.trim();
  const previewable = /^https?:\/\/\S+$/.test(url);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address gets a new chance to load.
  useEffect(() => setBroken(false), [url]);
  return (
    <div className="image-url-field">
      <TextField
        label={label}
        name={name}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={previewable && broken ? 'Не удалось загрузить изображение по этой ссылке.' : undefined}
      />
      <div className={`image-preview image-preview--${shape}`} aria-hidden="true">
        {previewable && !broken ? (
          <img src={url} alt="" loading="lazy" onError={() => setBroken(true)} />
        ) : (
          <span className="image-preview__empty">Нет изображения</span>
        )}
      </div>
    </div>
  );
}
