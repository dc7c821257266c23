import type { JSX } from 'react';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { PictureField } from './picture-field';
import type { ProjectValues } from './profile-model';

type ProjectField = 'title' | 'description' | 'imageUrl' | 'link';

interface ProjectFieldsProps {
  project: ProjectValues;
  index: number;
  onChange(project: ProjectValues, field: ProjectField): void;
  errorOf(path: string): string | undefined;
  touch(path: string): void;
}

export function ProjectFields({ project, index, onChange, errorOf, touch }: ProjectFieldsProps): JSX.Element {
  const path = (field: ProjectField) => `projects.${index}.${field}`;
  const change = (field: ProjectField, value: string) => onChange({ ...project, [field]: value }, field);
  return (
    <div className="project-editor-card__fields">
      <TextField
        label="Название проекта"
        name={`project-${index}-title`}
        inputRef={(element) => {
          // The add button moves focus here by id: the field's own id is React's.
          if (element) element.dataset.projectTitle = project.key;
        }}
        value={project.title}
        onChange={(event) => change('title', event.target.value)}
        onBlur={() => touch(path('title'))}
        error={errorOf(path('title'))}
      />
      <TextAreaField
        label="Описание проекта"
        name={`project-${index}-description`}
        rows={3}
        maxLength={1000}
        value={project.description}
        onChange={(event) => change('description', event.target.value)}
        onBlur={() => touch(path('description'))}
        error={errorOf(path('description'))}
      />
      <TextField
        label="Ссылка на проект"
        name={`project-${index}-link`}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={project.link}
        onChange={(event) => change('link', event.target.value)}
        onBlur={() => touch(path('link'))}
        error={errorOf(path('link'))}
      />
      <PictureField
        label={`Изображение проекта ${index + 1}`}
        kind="project"
        value={project.imageUrl}
        onChange={(value) => change('imageUrl', value)}
        error={errorOf(path('imageUrl'))}
      />
    </div>
  );
}
