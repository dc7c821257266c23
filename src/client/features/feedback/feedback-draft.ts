/** What the feedback form holds. The button keeps it, so an accidental Escape loses nothing. */
export interface FeedbackDraft {
  text: string;
  /** A guest's address for the reply. */
  email: string;
  /** A guest's name, optional. */
  name: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { text: '', email: '', name: '' };

export type FeedbackField = keyof FeedbackDraft;

/** Form order: focus goes to the first field with an error. */
export const FEEDBACK_FIELDS: readonly FeedbackField[] = ['text', 'email', 'name'];
