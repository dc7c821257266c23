import { type JSX, useRef, useState } from 'react';
import { PROJECTS_MAX } from '../../../shared/contract/company.contract';
import { quoted } from '../../../shared/format';
import { usePlatform } from '../../lib/services';
import { emptyProject, type ProjectValues } from './profile-model';
import { ProjectFields } from './project-fields';

interface ProjectsEditorProps {
  projects: readonly ProjectValues[];
  onChange(projects: ProjectValues[]): void;
  errorOf(path: string): string | undefined;
  touch(path: string): void;
  edited(path: string): void;
  listError?: string | undefined;
}

/**
 * The projects of the slider on the public page, in its order. Moving keeps focus on the moved
 * project's button and says where it went, so a keyboard user can keep pressing «Выше».
 */
export function ProjectsEditor({
  projects,
  onChange,
  errorOf,
  touch,
  edited,
  listError,
}: ProjectsEditorProps): JSX.Element {
  const platform = usePlatform();
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  function focusLater(id: string): void {
    setTimeout(() => buttons.current.get(id)?.focus(), 0);
  }

  function add(): void {
    const project = emptyProject();
    onChange([...projects, project]);
    setAnnouncement(`Добавлен проект ${projects.length + 1}.`);
    setTimeout(
      () => document.querySelector<HTMLInputElement>(`[data-project-title="${project.key}"]`)?.focus(),
      0,
    );
  }

  async function remove(index: number): Promise<void> {
    const project = projects[index];
    if (project === undefined) return;
    const name = project.title.trim() || `Проект ${index + 1}`;
    const yes = await platform.confirm({
      title: 'Удалить проект?',
      message: `Проект ${quoted(name)} исчезнет из профиля после сохранения.`,
      confirmText: 'Удалить',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (!yes) return;
    onChange(projects.filter((_, at) => at !== index));
    setAnnouncement(`Проект ${quoted(name)} удалён.`);
    const neighbour = projects[index + 1] ?? projects[index - 1];
    if (neighbour) focusLater(`${neighbour.key}-remove`);
    else focusLater('add-project');
  }

  function move(index: number, by: -1 | 1): void {
    const target = index + by;
    const project = projects[index];
    const other = projects[target];
    if (project === undefined || other === undefined) return;
    const next = [...projects];
    next[target] = project;
    next[index] = other;
    onChange(next);
    setAnnouncement(
      `Проект ${quoted(project.title.trim() || 'без названия')} теперь на месте ${target + 1} из ${projects.length}.`,
    );
    // At the edge the pressed button is disabled; the opposite one keeps focus in the project.
    const edge = target === 0 || target === projects.length - 1;
    focusLater(`${project.key}-${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}`);
  }

  const register = (id: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  };

  return (
    <section className="form-section" aria-labelledby="projects-title">
      <h2 id="projects-title">Проекты</h2>
      <p className="field__hint">
        Покажутся слайдером на странице компании, в этом порядке. Не больше {PROJECTS_MAX}.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {listError ? <p className="field__error">{listError}</p> : null}
      {projects.length === 0 ? <p className="muted">Проектов пока нет.</p> : null}
      <ol className="projects-editor" aria-label="Список проектов">
        {projects.map((project, index) => (
          <li key={project.key} className="project-editor-card">
            <div className="project-editor-card__header">
              <h3 className="project-editor-card__title">
                {index + 1}. {project.title.trim() || 'Новый проект'}
              </h3>
              <div className="project-editor-card__tools">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  ref={register(`${project.key}-up`)}
                  disabled={index === 0}
                  aria-label={`Выше: проект ${index + 1}`}
                  onClick={() => move(index, -1)}
                >
                  ↑ Выше
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  ref={register(`${project.key}-down`)}
                  disabled={index === projects.length - 1}
                  aria-label={`Ниже: проект ${index + 1}`}
                  onClick={() => move(index, 1)}
                >
                  ↓ Ниже
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small button--danger"
                  ref={register(`${project.key}-remove`)}
                  aria-label={`Удалить проект ${index + 1}`}
                  onClick={() => void remove(index)}
                >
                  Удалить
                </button>
              </div>
            </div>
            <ProjectFields
              project={project}
              index={index}
              onChange={(changed, field) => {
                onChange(projects.map((item, at) => (at === index ? changed : item)));
                edited(`projects.${index}.${field}`);
              }}
              errorOf={errorOf}
              touch={touch}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        ref={register('add-project')}
        disabled={projects.length >= PROJECTS_MAX}
        onClick={add}
      >
        Добавить проект
      </button>
      {projects.length >= PROJECTS_MAX ? (
        <p className="field__hint">Добавлено максимальное число проектов — {PROJECTS_MAX}.</p>
      ) : null}
    </section>
  );
}
