import * as v from 'valibot';
import { EmailSchema } from './auth.contract';
import { ChosenPasswordSchema } from './password.contract';
import { singleLine } from './text';

const ADMIN_NAME_MAX = 120;

const AdminNameSchema = v.pipe(
  v.string('Введите имя.'),
  v.trim(),
  singleLine,
  v.nonEmpty('Введите имя.'),
  v.maxLength(ADMIN_NAME_MAX, `Имя не длиннее ${ADMIN_NAME_MAX} символов.`),
);

/** POST /api/admin/ — another admin's account; they sign in with this password. */
export const AdminCreateInputSchema = v.object({
  email: EmailSchema,
  name: AdminNameSchema,
  password: ChosenPasswordSchema,
});
export type AdminCreateInput = v.InferOutput<typeof AdminCreateInputSchema>;

/** PUT /api/admin/:id/ — only the name; email and password are not edited here. */
export const AdminRenameInputSchema = v.object({ name: AdminNameSchema });
export type AdminRenameInput = v.InferOutput<typeof AdminRenameInputSchema>;

/** An item of GET /api/admin/getItems. `self` marks the signed-in admin (who may not delete it). */
export const AdminItemSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  self: v.boolean(),
});
export type AdminItem = v.InferOutput<typeof AdminItemSchema>;

export const AdminListSchema = v.object({ items: v.array(AdminItemSchema) });
export type AdminList = v.InferOutput<typeof AdminListSchema>;
