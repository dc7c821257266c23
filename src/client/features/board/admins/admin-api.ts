/** Calls of /board/admin/edit/: the admins list and its changes (admins only; the server checks). */
import * as v from 'valibot';
import {
  type AdminCreateInput,
  AdminItemSchema,
  AdminListSchema,
  type AdminRenameInput,
} from '../../../../shared/contract/admin';
import type { HttpClient } from '../../../lib/http';

export const fetchAdmins = (http: HttpClient) => http.get('admin/getItems', AdminListSchema);

export const createAdmin = (http: HttpClient, input: AdminCreateInput) =>
  http.post('admin/', AdminItemSchema, { json: input });

export const renameAdmin = (http: HttpClient, id: number, input: AdminRenameInput) =>
  http.request('put', `admin/${id}/`, AdminItemSchema, { json: input });

export const deleteAdmin = (http: HttpClient, id: number) => http.request('delete', `admin/${id}/`, v.null());

/** Another admin's second factor (a lost phone): they enrol again at their next sign-in. */
export const resetSecondFactor = (http: HttpClient, adminId: number) =>
  http.post('two-factor/reset/', v.null(), { json: { adminId } });
