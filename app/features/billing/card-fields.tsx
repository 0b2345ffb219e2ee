import { useEffect, useState } from 'react';
import { CreditCard } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { Input } from '~/components/ui/input';
import { Field, InputField } from '~/components/form-field';

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card as entered, or null while it is incomplete or cannot be right (Luhn, past expiry, CVC). */
export function completeCard(
  number: string,
  expiry: string,
  cvc: string,
  now = new Date(),
): CardDetails | null {
  const digits = number.replace(/\D/g, '');
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!luhn(digits) || digits.length < 13 || !m || !/^\d{3,4}$/.test(cvc)) return null;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12 || new Date(year, month, 1) <= now) return null;
  return { number: digits, exp_month: month, exp_year: year, cvc };
}

const SHORT_FIELDS = {
  expiry: {
    id: 'card-expiry',
    label: 'billing.payment.expiry',
    autoComplete: 'cc-exp',
    placeholder: 'MM/GG',
  },
  cvc: { id: 'card-cvc', label: 'billing.payment.cvc', autoComplete: 'cc-csc', placeholder: '123' },
} as const;

/** A short numeric field of the card (expiry, CVC): reports up to four digits typed, whatever else is typed. */
function DigitsField({
  field,
  value,
  onDigits,
}: {
  field: keyof typeof SHORT_FIELDS;
  value: string;
  onDigits: (digits: string) => void;
}) {
  const { t } = useTranslation();
  const { label, ...props } = SHORT_FIELDS[field];
  return (
    <InputField
      {...props}
      label={t(label)}
      value={value}
      inputMode="numeric"
      inputClassName="font-mono"
      onChange={(e) => onDigits(e.target.value.replace(/\D/g, '').slice(0, 4))}
    />
  );
}

/**
 * The local processor's card fields (Stripe Elements replaces them when Stripe is configured): number in groups
 * of four, MM/GG, CVC. Reports the complete card, or null, on every change.
 */
export function CardFields({
  onChange,
  disabled,
}: {
  onChange: (card: CardDetails | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [touched, setTouched] = useState(false);
  const card = completeCard(number, expiry, cvc);
  useEffect(() => onChange(card), [number, expiry, cvc]); // eslint-disable-line react-hooks/exhaustive-deps
  const showError = touched && number.length > 0 && expiry.length > 0 && cvc.length > 0 && !card;

  return (
    <fieldset className="space-y-3" disabled={disabled} onBlur={() => setTouched(true)}>
      <Field id="card-number" label={t('billing.payment.cardNumber')}>
        <div className="relative">
          <CreditCard
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className="pl-9 font-mono"
            value={number}
            onChange={(e) => setNumber(groups(e.target.value.replace(/\D/g, '').slice(0, 19)))}
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <DigitsField
          field="expiry"
          value={expiry}
          onDigits={(d) => setExpiry(d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d)}
        />
        <DigitsField field="cvc" value={cvc} onDigits={setCvc} />
      </div>
      {showError && (
        <p className="text-sm text-destructive" role="alert">
          {t('billing.payment.cardIncomplete')}
        </p>
      )}
    </fieldset>
  );
}
