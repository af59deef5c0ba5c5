import { useLingui } from '@lingui/react/macro';
import { useId, type InputHTMLAttributes } from 'react';

/** The profiles screens' fields and their error line (the sign-in form's look). */
export const inputClass =
  'w-full rounded-md border border-line bg-surface-2 px-3 py-2 text-text outline-none focus-visible:border-accent';
export const alertClass = 'rounded-md border border-accent bg-accent-soft/40 p-3 text-sm';
export const labelClass = 'text-sm font-bold';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
};

/** A labelled field. */
export function Field({ label, value, onValue, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={`${inputClass} ${className ?? ''}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
    </div>
  );
}

/** The account password, asked before a PIN changes. */
export function PasswordField(props: { value: string; onValue: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <Field label={t`Account password`} type="password" autoComplete="current-password" {...props} />
  );
}

/** A 4-digit PIN: digits only, hidden, never offered by the browser's autofill. */
export function PinField(props: { label: string; value: string; onValue: (pin: string) => void }) {
  const { onValue, ...rest } = props;
  return (
    <Field
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      onValue={(value) => onValue(value.replace(/\D/g, '').slice(0, 4))}
      {...rest}
    />
  );
}

/** A failure's line, read out at once. */
export function FieldAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  );
}
