import { Trans, useLingui } from '@lingui/react/macro';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentProps,
} from 'react';
import { buttonStyles } from '@/client/components/ui/button-styles';
import { passwordHintTexts } from '../utils/credential-texts';
import { useAuthForm } from '../hooks/use-auth-form';
import { useHydrated } from '@/client/lib/use-hydrated';

// Only accounts with two-factor reach the code step: it loads after the password, not with the page.
const SignInExtra = lazy(() => import('./sign-in-extra'));

/**
 * The extras in their Suspense boundary, drawn again only when what they show changes. The
 * server's page has them, and the browser's hydration waits for their code; but a render of the
 * form reaching the boundary before that code has arrived (hydration itself renders the form
 * again: its button waits for the script) makes React give up the server's HTML there and draw
 * the fallback, nothing: 'Use a passkey' vanished and came back, moving the form twice (CLS
 * 0.02 on `/` in Lighthouse).
 */
const SignInExtraSlot = memo(function SignInExtraSlot(props: ComponentProps<typeof SignInExtra>) {
  return (
    <Suspense>
      <SignInExtra {...props} />
    </Suspense>
  );
});

const inputClass =
  'w-full rounded-md border border-line bg-surface-2 px-3 py-2.5 text-text placeholder:text-text-dim focus:border-accent';

/** The one screen with two modes: sign in, and create an account. */
export function AuthForm(props: {
  onSuccess: () => void;
  /** The navigation state it was reached with: names the protected page, if any. */
  reason?: unknown;
}) {
  const { onSuccess } = props;
  const form = useAuthForm(onSuccess);
  // The same function for the extras on every render, calling the latest `onSuccess`.
  const latestOnSuccess = useRef(onSuccess);
  useLayoutEffect(() => {
    latestOnSuccess.current = onSuccess;
  });
  const succeeded = useCallback(() => latestOnSuccess.current(), []);
  const hydrated = useHydrated();
  const id = useId();
  const { t } = useLingui();
  const signUp = form.mode === 'sign-up';
  const createAccount = t({
    message: 'Create Account',
    comment: 'Title and button of the sign-up form; also the link to it',
  });
  const signIn = t({
    message: 'Sign In',
    comment: 'Title and button of the sign-in form; also the link to it',
  });
  const title = signUp ? createAccount : signIn;
  const show = (text: typeof form.error) => (typeof text === 'string' ? text : t(text));

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="w-full max-w-md rounded-lg border border-line bg-surface p-6 shadow-xl"
    >
      <h2 id={`${id}-title`} className="label-caps text-xl font-bold">
        {title}
      </h2>
      <SignInExtraSlot
        reason={props.reason}
        signUp={signUp}
        step={form.step}
        rememberMe={form.fields.rememberMe}
        onSuccess={succeeded}
        onRestart={form.setStep}
      />
      {/* Hidden, not unmounted, during the code step. `post`, never the default `get`: a form
          sent before the script runs must never put a password in a URL. It cannot be sent then
          anyway: the button waits for the script. */}
      <form
        noValidate
        method="post"
        hidden={form.step === 'code'}
        onSubmit={form.submit}
        className="mt-5 flex flex-col gap-4"
      >
        {signUp && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-name`} className="label-caps text-xs text-text-dim">
              <Trans comment="Sign-up form field">Full name</Trans>
            </label>
            <input
              id={`${id}-name`}
              className={inputClass}
              autoComplete="name"
              value={form.fields.name}
              onChange={(e) => form.set.name(e.target.value)}
            />
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="label-caps text-xs text-text-dim">
            <Trans comment="Sign-in form field">Email</Trans>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className={inputClass}
            autoComplete="email"
            value={form.fields.email}
            onChange={(e) => form.set.email(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-password`} className="label-caps text-xs text-text-dim">
            <Trans comment="Sign-in form field">Password</Trans>
          </label>
          <input
            id={`${id}-password`}
            type="password"
            className={inputClass}
            autoComplete={signUp ? 'new-password' : 'current-password'}
            aria-describedby={`${id}-hints`}
            value={form.fields.password}
            onChange={(e) => form.set.password(e.target.value)}
          />
        </div>
        <div id={`${id}-hints`} className="rounded-md border border-line bg-bg/60 p-3 text-xs">
          <p className="label-caps text-text-dim">
            <Trans>Password requirements</Trans>
          </p>
          <ul className="mt-1.5 list-inside list-disc text-text-dim">
            {passwordHintTexts.map((hint) => (
              <li key={hint.id}>{t(hint)}</li>
            ))}
          </ul>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={form.fields.rememberMe}
            onChange={(e) => form.set.rememberMe(e.target.checked)}
          />
          <Trans comment="Sign-in form: keep the session after the browser closes">
            Remember me
          </Trans>
        </label>
        {form.error && (
          <p role="alert" className="rounded-md border border-accent bg-accent-soft/40 p-3 text-sm">
            {show(form.error)}
          </p>
        )}
        {form.notice && (
          <p role="status" className="rounded-md border border-line bg-surface-2 p-3 text-sm">
            {show(form.notice)}
          </p>
        )}
        <button type="submit" className={buttonStyles.primary} disabled={form.busy || !hydrated}>
          {form.busy
            ? t({ message: 'PROCESSING...', comment: 'Sign-in button while the request runs' })
            : title}
        </button>
      </form>
      <p hidden={form.step === 'code'} className="mt-4 text-center text-sm text-text-dim">
        {signUp ? (
          <Trans>Already have an account?</Trans>
        ) : (
          <Trans>Don&apos;t have an account?</Trans>
        )}{' '}
        <button
          type="button"
          onClick={form.toggleMode}
          className="font-bold text-text underline decoration-accent underline-offset-4 hover:text-white"
        >
          {signUp ? signIn : createAccount}
        </button>
      </p>
    </section>
  );
}
