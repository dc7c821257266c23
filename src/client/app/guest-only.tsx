/**
 * Screens for guests only (sign-in, registration, recovery): a signed-in user who opens one is
 * sent home with a note instead (docs/decisions/013). Registering again while signed in would
 * make a second account and, inside Telegram, move the Telegram link to it; the server refuses
 * that too. Decided once, when the screen opens: the sign-in and registration flows themselves
 * sign the user in and must not be cut short by it.
 */
import {
  type ComponentType,
  type JSX,
  type LazyExoticComponent,
  lazy,
  useEffect,
  useRef,
  useState,
} from 'react';
import { paths } from '../../shared/paths';
import { authAtom } from '../lib/app-state';
import { useServices } from '../lib/services';
import { useStore } from '../lib/store';

export const SIGNED_IN_NOTE =
  'Вы уже вошли в аккаунт. Чтобы войти в другой или зарегистрироваться заново, сначала выйдите.';

/** A mailed recovery link (`#token=…`) still opens: it is how a user regains a lost account. */
const carriesToken = () => new URLSearchParams(window.location.hash.slice(1)).has('token');

export function guestOnly(Screen: LazyExoticComponent<ComponentType>): LazyExoticComponent<ComponentType> {
  function GuestOnlyScreen(): JSX.Element | null {
    const store = useStore();
    const { platform } = useServices();
    const [signedIn] = useState(() => store.get(authAtom) !== null && !carriesToken());
    const sent = useRef(false);
    useEffect(() => {
      if (!signedIn || sent.current) return;
      sent.current = true;
      platform.toast('info', SIGNED_IN_NOTE);
      platform.navigation.navigate(paths.home, { replace: true });
    }, [signedIn, platform]);
    return signedIn ? null : <Screen />;
  }
  return lazy(async () => ({ default: GuestOnlyScreen }));
}
