import { measureFirstScreenJs } from './first-screen-js';

/** `npm run bench`: the performance figures, each beside its baseline. Later issues add the API figures. */
await measureFirstScreenJs();
