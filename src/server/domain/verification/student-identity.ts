/**
 * What the career centre checked about a student: the name and the photo (denials cite them).
 * An approved student who changes either goes back to review (docs/decisions/015): companies
 * stop seeing the profile until an admin looks at it again. The rest of the profile (studies,
 * skills, résumé, about, phone) is the student's to keep current without a review.
 */
type StudentIdentity = { firstName: string; lastName: string; photoFileId: number | null };

export function studentNeedsReview(
  current: StudentIdentity & { status: 'pending' | 'approved' | 'denied' },
  next: StudentIdentity,
): boolean {
  if (current.status !== 'approved') return false;
  return (
    current.firstName !== next.firstName ||
    current.lastName !== next.lastName ||
    current.photoFileId !== next.photoFileId
  );
}
