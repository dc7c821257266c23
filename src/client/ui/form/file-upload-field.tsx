/**
 * One upload slot of a profile (photo, résumé, logo, banner): sends the chosen file to
 * POST /api/files/ at once and hands the stored file up; the profile's save then points at it.
 * The server checks the content; `accept` only narrows the picker.
 */
import { type JSX, useId, useState } from 'react';
import type { FileKind } from '../../../shared/contract/file.contract';
import { useServices } from '../../lib/services';
import { Button } from '../button';
import { PrivateFileLink } from '../private-file-link';
import { uploadFile } from './file-upload-api';

/**
 * `name` is what this browser called the file when it was just chosen; the server never sends
 * an original name back, so a saved file shows '' and the slot says what it is instead.
 */
export type ChosenFile = { id: number; url: string; name: string };

interface FileUploadFieldProps {
  label: string;
  kind: FileKind;
  accept: string;
  current: ChosenFile | null;
  /** Images show a preview; a résumé shows a link with its name. */
  preview: 'image' | 'link';
  onChange(file: ChosenFile | null): void;
  error?: string | undefined;
}

export function FileUploadField(props: FileUploadFieldProps): JSX.Element {
  const { label, kind, accept, current, preview, onChange } = props;
  const { http, platform } = useServices();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = failure ?? props.error;

  async function send(file: File): Promise<void> {
    setPending(true);
    setFailure(null);
    const result = await uploadFile(http, kind, file);
    setPending(false);
    if (!result.ok) {
      setFailure(result.errors?.file ?? result.message);
      // A refused upload buzzes once inside Telegram, as a refused form does (lib/use-form.ts).
      platform.haptic('error');
      return;
    }
    onChange({ id: result.data.id, url: result.data.url, name: file.name });
  }

  return (
    <div className={`field${error ? ' field--invalid' : ''}`} aria-busy={pending || undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {current && preview === 'image' ? (
        <img className="upload-preview" src={current.url} alt={`${label}: предпросмотр`} width={120} />
      ) : null}
      {current && preview === 'link' ? (
        <PrivateFileLink url={current.url} fileName={current.name || undefined} newTab>
          {current.name || `${label}: открыть файл`}
        </PrivateFileLink>
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={pending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {current ? (
        <Button variant="ghost" className="button--small" onClick={() => onChange(null)}>
          Убрать: {label}
        </Button>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
