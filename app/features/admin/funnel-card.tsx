import { Card } from '~/components/ui/card';
import type { FunnelEventName } from '../../../server/modules/billing/funnel';

export interface FunnelData {
  days: number;
  byDay: { day: string; name: string; events: number }[];
  steps: { step: string; count: number }[];
  revenueCents: number;
}

/** A colour for every event name (the type says when one is missing); older names fall back to grey. */
const COLORS: Record<string, string> = {
  visit: 'bg-slate-400',
  report_preview: 'bg-sky-500',
  upload_dialog_open: 'bg-indigo-400',
  upload_dialog_method: 'bg-indigo-600',
  email_capture: 'bg-amber-500',
  payment_intent: 'bg-orange-500',
  payment_success: 'bg-emerald-600',
  payment_failed: 'bg-red-500',
  payment_cancelled: 'bg-red-300',
  // The AI generator's events, in purples from its landing to its payment page.
  landing_view: 'bg-purple-200',
  start_intent: 'bg-purple-300',
  sport_selected: 'bg-purple-300',
  ticket_type_selected: 'bg-purple-300',
  stake_set: 'bg-purple-300',
  generation_start: 'bg-purple-400',
  generation_complete: 'bg-purple-400',
  ticket_preview: 'bg-purple-500',
  unlock_intent: 'bg-purple-600',
  payment_page_view: 'bg-purple-700',
} satisfies Record<FunnelEventName, string>;

/** Funnel of the last 30 days: conversion steps, revenue, and the recorded events by day (stacked bars). */
export function FunnelCard({ funnel }: { funnel: FunnelData }) {
  const days = [...new Set(funnel.byDay.map((r) => r.day))];
  const names = [...new Set(funnel.byDay.map((r) => r.name))];
  const total = (day: string) => funnel.byDay.filter((r) => r.day === day).reduce((s, r) => s + r.events, 0);
  const peak = Math.max(1, ...days.map(total));
  const first = funnel.steps[0]?.count ?? 0;
  return (
    <Card className="p-4" data-testid="funnel">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold">Funnel ({funnel.days} days)</h2>
        <p className="text-sm">
          Revenue{' '}
          <span className="font-mono font-bold" data-testid="revenue">
            €{(funnel.revenueCents / 100).toFixed(2)}
          </span>
        </p>
      </div>
      <ol className="mt-3 space-y-2 text-sm">
        {funnel.steps.map((s, i) => {
          const previous = i ? funnel.steps[i - 1].count : s.count;
          return (
            <li key={s.step} data-step={s.step}>
              <div className="flex justify-between gap-2">
                <span>{s.step}</span>
                <span className="font-mono">
                  {s.count}
                  {i > 0 && previous > 0 && ` · ${Math.round((s.count / previous) * 100)}%`}
                </span>
              </div>
              <div className="mt-1 h-2 rounded bg-muted">
                <div
                  className="h-2 rounded bg-brand-600"
                  style={{ width: `${first ? Math.min(100, (s.count / first) * 100) : 0}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <h3 className="mt-4 text-sm font-semibold">Events by day</h3>
      {days.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No events recorded yet.</p>
      ) : (
        <>
          <div className="mt-2 flex h-32 items-end gap-1" role="img" aria-label="Events by day">
            {days.map((day) => (
              <div
                key={day}
                className="flex h-full max-w-6 flex-1 flex-col-reverse"
                title={`${day}: ${total(day)}`}
              >
                {names.map((name) => {
                  const n = funnel.byDay.find((r) => r.day === day && r.name === name)?.events ?? 0;
                  return n ? (
                    <div
                      key={name}
                      className={COLORS[name] ?? 'bg-slate-300'}
                      style={{ height: `${(n / peak) * 100}%` }}
                    />
                  ) : null;
                })}
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted-foreground">
            <span>{days[0]}</span>
            <span>{days.at(-1)}</span>
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs">
            {names.map((name) => (
              <li key={name} className="flex items-center gap-1">
                <span className={`inline-block size-2 rounded-sm ${COLORS[name] ?? 'bg-slate-300'}`} />
                {name}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
