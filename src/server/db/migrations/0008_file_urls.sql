-- Pictures stored as `/files/<serial id>/` now use the file's random token (docs/decisions/014).
UPDATE "companies" SET "logo_url" = '/files/' || f."token" || '/' FROM "files" f WHERE "companies"."logo_url" = '/files/' || f."id" || '/';--> statement-breakpoint
UPDATE "companies" SET "banner_url" = '/files/' || f."token" || '/' FROM "files" f WHERE "companies"."banner_url" = '/files/' || f."id" || '/';--> statement-breakpoint
UPDATE "company_projects" SET "image_url" = '/files/' || f."token" || '/' FROM "files" f WHERE "company_projects"."image_url" = '/files/' || f."id" || '/';
