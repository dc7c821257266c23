/**
 * /login/admin/: the auth feature's password step with the two-factor feature's step after it.
 * Composed here because a feature never imports another (docs/architecture.md).
 */
import type { JSX } from 'react';
import { AdminLoginScreen } from '../features/auth/admin-login-screen';
import { SecondFactorStep } from '../features/two-factor/second-factor-step';

export function AdminSignInScreen(): JSX.Element {
  return (
    <AdminLoginScreen
      secondFactor={(challenge, finish) => <SecondFactorStep challenge={challenge} onPassed={finish} />}
    />
  );
}
