/**
 * The feedback dialog lives once, in the layout (features/feedback), but other screens open it
 * too: «Мои обращения» offers «Написать» on its empty state. Features may not import each other,
 * so the request travels through this shared state instead.
 */
import { atom } from './store';

/** True while the feedback dialog is open; any screen may set it. */
export const feedbackDialogOpenAtom = atom(false);

/** Counts feedback sent in this session, so a list of one's own feedback reloads after a send. */
export const feedbackSentCountAtom = atom(0);
