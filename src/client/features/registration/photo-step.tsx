import { type ChangeEvent, type JSX, useEffect, useState } from 'react';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { attachPhoto, uploadPhoto } from './registration-photo-api';

/**
 * Step two (students): an optional photo. The preview is the local file, shown at once; the
 * server re-encodes what it stores. Skipping is always allowed: the profile can add it later.
 */
export function PhotoStep({ onDone }: { onDone: () => void }): JSX.Element {
  const { http, platform } = useServices();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setError(null);
    setFile(event.target.files?.[0] ?? null);
  }

  async function save() {
    if (!file || pending) return;
    setPending(true);
    setError(null);
    const uploaded = await uploadPhoto(http, file);
    const attached = uploaded.ok ? await attachPhoto(http, uploaded.data.id) : uploaded;
    setPending(false);
    if (!attached.ok) {
      // A refusal buzzes once inside Telegram, as a refused form does (lib/use-form.ts).
      platform.haptic('error');
      return setError(attached.message);
    }
    onDone();
  }

  return (
    <div className="form">
      <h2>Фотография профиля</h2>
      <p className="muted">Необязательно: работодателям проще запомнить профиль с фото.</p>
      <FormAlert message={error} />
      {preview ? (
        <img className="registration__preview" src={preview} alt="Выбранное фото" width={160} />
      ) : null}
      <label className="field">
        <span className="field__label">Фото (JPEG, PNG или WebP)</span>
        <input type="file" accept="image/jpeg,image/png,image/webp" onChange={choose} />
      </label>
      <Button onClick={() => void save()} pending={pending} disabled={!file} block>
        Сохранить фото
      </Button>
      <Button variant="ghost" onClick={onDone} disabled={pending} block>
        Пропустить
      </Button>
    </div>
  );
}
