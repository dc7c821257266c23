/**
 * «Шаблоны» beside a company's message (docs/decisions/058): its reply templates, fetched when
 * first opened; a choice puts the text in the field to edit before sending, and «Изменить шаблоны»
 * opens their editor.
 */
import { type JSX, useId, useState } from 'react';
import type { Templates } from '../../../shared/contract/message.contract';
import { useHttp } from '../../lib/services';
import { Button } from '../../ui/button';
import { fetchTemplates } from './messages-api';
import { TemplatesEditor } from './templates-editor';

type Loaded =
  | { status: 'idle' | 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; templates: Templates };

export function TemplatesPicker({
  onInsert,
  onEditing,
}: {
  onInsert(text: string): void;
  /** The editor's dialog opened or closed. */
  onEditing(editing: boolean): void;
}): JSX.Element {
  const http = useHttp();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });

  const load = async () => {
    setLoaded({ status: 'loading' });
    const result = await fetchTemplates(http);
    setLoaded(
      result.ok ? { status: 'ready', templates: result.data } : { status: 'error', message: result.message },
    );
  };
  const toggle = () => {
    setOpen(!open);
    if (!open && loaded.status !== 'ready' && loaded.status !== 'loading') void load();
  };
  const edit = (value: boolean) => {
    setEditing(value);
    onEditing(value);
  };

  return (
    <div className="thread-templates">
      <Button
        variant="ghost"
        className="button--small"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        Шаблоны
      </Button>
      {open ? (
        <div id={id} className="thread-templates__panel">
          {loaded.status === 'loading' || loaded.status === 'idle' ? (
            <p role="status">Загружаем шаблоны…</p>
          ) : null}
          {loaded.status === 'error' ? (
            <div role="alert">
              <p>{loaded.message}</p>
              <Button variant="secondary" className="button--small" onClick={() => void load()}>
                Повторить
              </Button>
            </div>
          ) : null}
          {loaded.status === 'ready' ? (
            <>
              <ul className="thread-templates__list" aria-label="Вставить шаблон">
                {loaded.templates.items.map((template, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the order is the list's.
                  <li key={index}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        setOpen(false);
                        onInsert(template.text);
                      }}
                    >
                      {template.title}
                    </button>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" className="button--small" onClick={() => edit(true)}>
                Изменить шаблоны
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {editing && loaded.status === 'ready' ? (
        <TemplatesEditor
          initial={loaded.templates.items}
          onSaved={(templates) => setLoaded({ status: 'ready', templates })}
          onClose={() => edit(false)}
        />
      ) : null}
    </div>
  );
}
