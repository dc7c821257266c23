import type { JSX } from 'react';
import type { FileKind } from '../../../shared/contract/file.contract';
import { FileUploadField } from '../../ui/form/file-upload-field';

interface PictureFieldProps {
  label: string;
  kind: Extract<FileKind, 'logo' | 'banner' | 'project'>;
  /** The address the profile shows: an upload of ours, an older outside https address, or ''. */
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/**
 * A picture of the public profile as an upload: the file goes to POST /api/files/ at once and the
 * profile keeps its address, which the server checks is the company's own. «Убрать» empties it.
 */
export function PictureField({ label, kind, value, onChange, error }: PictureFieldProps): JSX.Element {
  return (
    <FileUploadField
      label={label}
      kind={kind}
      accept="image/jpeg,image/png,image/webp"
      preview="image"
      current={value ? { id: 0, url: value, name: '' } : null}
      error={error}
      onChange={(file) => onChange(file ? file.url : '')}
    />
  );
}
