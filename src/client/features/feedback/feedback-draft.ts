/** What the feedback form holds. The button keeps it, so an accidental Escape loses nothing. */
export interface FeedbackDraft {
  text: string;
  /** A guest's address for the reply. */
  email: string;
  /** A guest's name, optional. */
  name: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { text: '', email: '', name: '' };
