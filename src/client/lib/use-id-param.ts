import { useParams } from 'wouter';

/** The `:id` of an edit route as a number; null on the create route (no id). */
export function useIdParam(): number | null {
  const params = useParams<{ id?: string }>();
  const id = params.id === undefined ? Number.NaN : Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
