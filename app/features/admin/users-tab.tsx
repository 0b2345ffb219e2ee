import { useFetcher, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { DashboardData } from './dashboard-data';
import { Pager } from './pager';
import { dateTime } from './date-time';

export function UsersTab({ data }: { data: DashboardData }) {
  const [params, setParams] = useSearchParams();
  const fetcher = useFetcher();
  const toggleFilter = (value: string) => {
    const next = new URLSearchParams(params);
    const set = new Set(data.filter);
    if (value === 'all') set.clear();
    else if (set.has(value)) set.delete(value);
    else set.add(value);
    if (set.size) next.set('type', [...set].join(','));
    else next.delete('type');
    next.set('page', '1');
    setParams(next);
  };
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">Users Management ({data.total})</h2>
        <div className="flex gap-1" role="group" aria-label="User type">
          {['all', 'internal', 'external'].map((v) => {
            const on = v === 'all' ? data.filter.length === 0 : data.filter.includes(v);
            return (
              <Button
                key={v}
                size="sm"
                variant={on ? 'default' : 'outline'}
                aria-pressed={on}
                onClick={() => toggleFilter(v)}
              >
                {v[0].toUpperCase() + v.slice(1)}
              </Button>
            );
          })}
        </div>
      </div>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase text-muted-foreground">
            <tr>
              <th className="py-2 pr-3">User</th>
              <th className="py-2 pr-3">Created</th>
              <th className="py-2 pr-3">Last sign-in</th>
              <th className="py-2 pr-3">Confirmed</th>
              <th className="py-2">Type</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.users.map((u) => (
              <tr key={u.id} data-user={u.email}>
                <td className="py-2 pr-3">
                  <p className="font-medium">{u.email}</p>
                  <p className="font-mono text-xs text-muted-foreground">{u.id}</p>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{dateTime(u.createdAt)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{dateTime(u.lastSignIn)}</td>
                <td className="py-2 pr-3">{u.emailVerified ? 'Yes' : 'No'}</td>
                <td className="py-2">
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="internal" />
                    <input type="hidden" name="userId" value={u.id} />
                    <input type="hidden" name="internal" value={u.internal ? 'false' : 'true'} />
                    <Button
                      size="sm"
                      variant={u.internal ? 'secondary' : 'outline'}
                      data-testid="toggle-internal"
                    >
                      {u.internal ? 'Internal' : 'External'}
                    </Button>
                  </fetcher.Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.page} total={data.total} />
    </Card>
  );
}
