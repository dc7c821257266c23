import { useState } from 'react';
import { usePlatform } from '../lib/services';

/**
 * The error of a one-field prompt that keeps its own text (ui/reason-prompt.tsx and the prompts
 * tests/architecture.test.ts lists beside useForm): `refuse` shows it and, as a refused submit of
 * lib/use-form.ts does, buzzes once inside Telegram (the website's haptic is a no-op). A refusal by
 * the server is said by its board's error notice, which buzzes by itself.
 */
export function usePromptError(): {
  error: string | undefined;
  refuse(message: string): void;
  clear(): void;
} {
  const platform = usePlatform();
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    error,
    refuse(message) {
      setError(message);
      platform.haptic('error');
    },
    clear: () => setError(undefined),
  };
}
