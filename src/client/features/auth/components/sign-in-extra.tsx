import { PasskeySignInButton } from './passkey-sign-in-button';
import { SignInReason } from './sign-in-reason';
import { TwoFactorStep } from './two-factor-step';

/**
 * What the sign-in screen added for issue 39, under its title: the page's name for a visitor
 * sent from a protected page, 'Use a passkey', and the code step after a right password. Behind
 * one lazy import, so the form paints and hydrates without them.
 */
export default function SignInExtra(props: {
  /** The navigation state the screen was reached with. */
  reason: unknown;
  signUp: boolean;
  /** 'code' after a right password on an account with two-factor. */
  step: 'credentials' | 'code';
  rememberMe: boolean;
  onSuccess: () => void;
  onRestart: (step: 'credentials') => void;
}) {
  return (
    <>
      <SignInReason state={props.reason} />
      {props.step === 'code' ? (
        <TwoFactorStep
          rememberMe={props.rememberMe}
          onSuccess={props.onSuccess}
          onRestart={() => props.onRestart('credentials')}
        />
      ) : (
        !props.signUp && <PasskeySignInButton onSuccess={props.onSuccess} />
      )}
    </>
  );
}
