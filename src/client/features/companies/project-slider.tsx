import type { JSX } from 'react';
import type { CompanyProject } from '../../../shared/contract/company.contract';
import { quoted } from '../../../shared/format';
import { Slider } from '../../ui/slider';

function ProjectCard({ project }: { project: CompanyProject }): JSX.Element {
  return (
    <article className="project-card">
      {project.imageUrl ? (
        <img className="project-card__image" src={project.imageUrl} alt="" loading="lazy" decoding="async" />
      ) : (
        <div className="project-card__image project-card__image--empty" aria-hidden="true" />
      )}
      <div className="project-card__body">
        <h3 className="project-card__title">{project.title}</h3>
        {project.description ? <p className="project-card__text">{project.description}</p> : null}
        {project.link ? (
          <a href={project.link} target="_blank" rel="noopener noreferrer" className="project-card__link">
            Подробнее о проекте
            <span className="visually-hidden"> {quoted(project.title)} (откроется в новой вкладке)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** The projects slider of a company page (docs/product.md#who-uses-it): a carousel the keyboard can drive. */
export function ProjectSlider({ projects }: { projects: readonly CompanyProject[] }): JSX.Element | null {
  if (projects.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby="projects-title">
      <h2 id="projects-title">Проекты</h2>
      <Slider
        variant="cards"
        label="Проекты компании"
        items={projects}
        itemKey={(project) => project.id}
        renderItem={(project) => <ProjectCard project={project} />}
      />
    </section>
  );
}
