import { Card } from '~/components/ui/card';
import { Badge } from '~/components/ui/badge';
import type { DashboardData } from './dashboard-data';
import { Pager } from './pager';
import { dateTime } from './date-time';

export function OcrTab({ data }: { data: DashboardData }) {
  return (
    <Card className="p-4">
      <h2 className="text-lg font-bold">OCR Requests ({data.total})</h2>
      <ul className="mt-3 divide-y divide-border">
        {data.ocr.map((r) => (
          <li key={r.id} className="grid gap-3 py-3 md:grid-cols-[160px_1fr_1fr_120px]" data-ocr={r.id}>
            {r.hasImage ? (
              <img
                src={`/skriveni-admin/image/${r.id}`}
                alt="Ticket"
                loading="lazy"
                className="h-28 w-40 rounded-lg border object-cover"
              />
            ) : (
              <div className="grid h-28 w-40 place-items-center rounded-lg border bg-muted text-xs text-muted-foreground">
                Image Not Available
              </div>
            )}
            <pre className="max-h-28 overflow-auto whitespace-pre-wrap text-xs">{r.extractedText || '–'}</pre>
            <pre className="max-h-28 overflow-auto whitespace-pre-wrap text-xs text-muted-foreground">
              {r.aiAnalysis ?? '–'}
            </pre>
            <div className="space-y-1 text-xs">
              <p>{dateTime(r.createdAt)}</p>
              <p>Source: {r.source}</p>
              <p>Confidence: {r.confidence === null ? '–' : `${Math.round(r.confidence * 100)}%`}</p>
              <p>Counts towards limit: {r.counted ? 'Yes' : 'No'}</p>
              <Badge variant={r.unlocked ? 'success' : 'outline'}>{r.unlocked ? 'Unlocked' : 'Locked'}</Badge>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={data.page} total={data.total} />
    </Card>
  );
}
