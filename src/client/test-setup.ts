/**
 * Set up once for every client test (vite.config.ts, the client project). testing-library's
 * `findBy…` and `waitFor` give up after one second by default; with the whole suite running on a
 * busy 2-core CI machine a lazily loaded dialog or screen can take longer than that, and the test
 * fails although the thing it waits for does happen. A test still fails when it never happens.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
