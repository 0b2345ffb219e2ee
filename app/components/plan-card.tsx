import type * as React from 'react';
import { Check, Crown, Zap } from 'lucide-react';
import { useTranslation } from '~/lib/i18n-react';
import { cn } from '~/lib/utils';
import { PLANS, type PlanId } from '../../server/common/catalogue';

/** What a plan includes, as listed on its card (`fullReports`: the home page's longer list). */
export function planFeatures(
  t: ReturnType<typeof useTranslation>['t'],
  id: PlanId,
  opts: { fullReports?: boolean } = {},
): string[] {
  const plan = PLANS[id];
  return [
    t('pricing.analyses', { count: plan.analyses }),
    ...(opts.fullReports ? [t('pricing.fullReports')] : []),
    t('pricing.tipDaily'),
    ...(plan.popular ? [t('pricing.exclusiveTips')] : []),
    ...(plan.generatedTickets ? [t('pricing.generatedTickets', { count: plan.generatedTickets })] : []),
  ];
}

interface Common {
  id: PlanId;
  /** The monthly price, formatted. */
  price: string;
  perMonth: string;
  popularLabel: string;
  features: string[];
}

/**
 * A subscription plan: icon and name, monthly price and what it includes, with the "most popular" ribbon.
 * `offer` (the home page's pricing) is an article with a heading and a call to action below; `choice` (the plan
 * page) is one radio of a radiogroup, so everything in it is phrasing content inside the button.
 */
export function PlanCard(
  props: Common &
    (
      | { mode: 'offer'; note: React.ReactNode; action: React.ReactNode }
      | { mode: 'choice'; selected: boolean; onSelect: () => void }
    ),
) {
  const { t } = useTranslation();
  const { id, price, perMonth, popularLabel, features } = props;
  const plan = PLANS[id];
  const Icon = plan.icon === 'crown' ? Crown : Zap;
  const choice = props.mode === 'choice';
  // Inside a button only phrasing content is allowed: spans shown as blocks.
  const Heading = choice ? 'span' : 'h3';
  const Line = choice ? 'span' : 'p';
  const List = choice ? 'span' : 'ul';
  const Item = choice ? 'span' : 'li';

  const body = (
    <>
      {plan.popular && (
        <span
          className={cn(
            'absolute -top-3 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white',
            choice ? 'right-4' : 'left-1/2 -translate-x-1/2',
          )}
        >
          {popularLabel}
        </span>
      )}
      <span className="flex items-center gap-2">
        <Icon className={cn('size-5', plan.popular ? 'text-amber-500' : 'text-brand-600')} aria-hidden />
        <Heading className="text-lg font-bold">{t(`plans.${id}.displayName`)}</Heading>
        {choice && (
          <span
            className={cn(
              'ml-auto grid size-5 place-items-center rounded-full border-2',
              props.selected ? 'border-brand-500 bg-brand-500 text-white' : 'border-border',
            )}
            aria-hidden
          >
            {props.selected && <Check className="size-3" />}
          </span>
        )}
      </span>
      <Line className={cn('block', choice ? 'mt-3' : 'mt-4')}>
        <span
          className={cn('font-extrabold', choice ? 'text-3xl' : 'text-4xl')}
          data-price-cents={plan.priceInCents}
        >
          {price}
        </span>
        <span className={cn('ml-1 text-muted-foreground', choice && 'text-sm')}>/ {perMonth}</span>
      </Line>
      {props.mode === 'offer' && props.note}
      <List className={cn('block text-sm', choice ? 'mt-3 space-y-1.5' : 'mt-5 flex-1 space-y-2.5')}>
        {features.map((f) => (
          <Item key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
            {f}
          </Item>
        ))}
      </List>
    </>
  );

  if (props.mode === 'choice')
    return (
      <button
        type="button"
        role="radio"
        aria-checked={props.selected}
        data-plan={id}
        onClick={props.onSelect}
        className={cn(
          'relative flex flex-col rounded-2xl border-2 bg-card p-5 text-left shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          props.selected
            ? 'border-brand-500 shadow-lg shadow-brand-500/10'
            : 'border-border hover:border-brand-300',
        )}
      >
        {body}
      </button>
    );
  return (
    <article
      data-plan={id}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.popular ? 'border-2 border-brand-500 shadow-lg shadow-brand-500/10' : 'border-border',
      )}
    >
      {body}
      {props.action}
    </article>
  );
}
