import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Loader2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { Badge } from '~/components/ui/badge';
import type { DashboardData } from './dashboard-data';

const API_TABS = [
  ['openai-vision', 'OpenAI Vision'],
  ['gpt4-analysis', 'GPT-4 Analysis'],
  ['perplexity-odds', 'Perplexity Odds'],
  ['odds-flow', 'Odds API (Flow)'],
  ['odds-raw', 'Raw Odds API'],
] as const;

type ApiTest = (typeof API_TABS)[number][0];

/** A labelled select of the odds tests, its options sent as they read. */
function OptionSelect({ name, label, options }: { name: string; label: string; options: string[] }) {
  return (
    <label className="text-sm">
      {label}
      <select name={name} className="ml-2 h-9 rounded-md border border-input bg-background px-2">
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ApiTestingTab({ data }: { data: DashboardData }) {
  const [active, setActive] = useState<ApiTest>('openai-vision');
  const fetcher = useFetcher<{ result?: unknown; error?: string }>();
  const status = data.providers[active];
  const odds = active === 'odds-flow' || active === 'odds-raw';
  // The active tab's panel (Radix renders only the active one): its provider and the form of its test.
  const panel = (
    <>
      <p className="mt-4 text-sm" data-testid="provider-status">
        Provider: <strong>{status.provider}</strong> ·{' '}
        {status.configured ? (
          <Badge variant="success">configured</Badge>
        ) : (
          <Badge variant="warning">not configured: embedded default</Badge>
        )}
      </p>
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="api-test" />
        <input type="hidden" name="test" value={active} />
        {active === 'openai-vision' && (
          <label className="text-sm">
            Ticket image (none: a generated sample)
            <Input
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="mt-1"
              data-testid="vision-image"
            />
          </label>
        )}
        {active === 'gpt4-analysis' && (
          <label className="w-full text-sm">
            Ticket text
            <textarea
              name="text"
              required
              rows={4}
              defaultValue={data.samples.ticket}
              className="mt-1 block w-full rounded-md border border-input bg-background p-2 font-mono text-xs"
            />
          </label>
        )}
        {active === 'perplexity-odds' && (
          <label className="text-sm">
            Query (Home - Away)
            <Input name="query" required defaultValue={data.samples.query} className="mt-1 w-80" />
          </label>
        )}
        {odds && (
          <>
            <OptionSelect name="sport" label="Sport" options={['football', 'basketball', 'tennis']} />
            <OptionSelect name="ticketType" label="Ticket type" options={['safe', 'balanced', 'risky']} />
            <label className="text-sm">
              Stake
              <Input
                name="stake"
                type="number"
                min={1}
                max={1000}
                defaultValue={10}
                className="ml-2 inline-block h-9 w-24"
              />
            </label>
          </>
        )}
        <Button type="submit" disabled={fetcher.state !== 'idle'} data-testid="run-test">
          {fetcher.state !== 'idle' && <Loader2 className="animate-spin" />} Run live test
        </Button>
      </fetcher.Form>
    </>
  );
  return (
    <Card className="p-4">
      <h2 className="text-lg font-bold">API Testing Hub</h2>
      <Tabs value={active} onValueChange={(v) => setActive(v as ApiTest)}>
        <TabsList look="pills" className="mt-3" aria-label="API tests">
          {API_TABS.map(([id, label]) => (
            <TabsTrigger key={id} value={id} look="pills">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {API_TABS.map(([id]) => (
          <TabsContent key={id} value={id}>
            {panel}
          </TabsContent>
        ))}
      </Tabs>
      {fetcher.data && (
        <pre
          className="mt-4 max-h-96 overflow-auto rounded-lg bg-slate-950 p-3 text-xs text-slate-100"
          data-testid="test-output"
        >
          {JSON.stringify(fetcher.data.result ?? { error: fetcher.data.error }, null, 2)}
        </pre>
      )}
    </Card>
  );
}
