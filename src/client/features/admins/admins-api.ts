import type { AdminCreateInput, AdminRenameInput } from '../../../shared/contract/admin.contract';
import {
  adminCreate,
  adminDelete,
  adminList,
  adminRename,
} from '../../../shared/contract/endpoints/admin.endpoints';
import { secondFactorReset } from '../../../shared/contract/endpoints/two-factor.endpoints';
import type { HttpClient } from '../../lib/http';

export const fetchAdmins = (http: HttpClient) => http.api(adminList);

export const createAdmin = (http: HttpClient, input: AdminCreateInput) =>
  http.api(adminCreate, { body: input });

export const renameAdmin = (http: HttpClient, id: number, input: AdminRenameInput) =>
  http.api(adminRename, { params: { id }, body: input });

export const deleteAdmin = (http: HttpClient, id: number) => http.api(adminDelete, { params: { id } });

/** Another admin's second factor (a lost phone): they enrol again at their next sign-in. */
export const resetSecondFactor = (http: HttpClient, adminId: number) =>
  http.api(secondFactorReset, { body: { adminId } });
