import { useCallback, useState } from 'react';
import { usePlatform } from '../lib/services';

/**
 * The error of a one-field prompt or a step that keeps its own alert (ui/reason-prompt.tsx, the
 * prompts tests/architecture.test.ts lists beside useForm, the second factor's Telegram and app
 * steps): `refuse` shows it and, as a refused submit of lib/use-form.ts does, buzzes once inside
 * Telegram (the website's haptic is a no-op). `refuse` and `clear` keep their identity across
 * renders, so an effect may depend on them. A refusal by the server on a board is said by its
 * board's error notice, which buzzes by itself.
 */
export function usePromptError(): {
  error: string | undefined;
  refuse(message: string): void;
  clear(): void;
} {
  const platform = usePlatform();
  const [error, setError] = useState<string | undefined>(undefined);
  const refuse = useCallback(
    (message: string) => {
      setError(message);
      platform.haptic('error');
    },
    [platform],
  );
  const clear = useCallback(() => setError(undefined), []);
  return { error, refuse, clear };
}
