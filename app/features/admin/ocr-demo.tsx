import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Copy, Download, Loader2, ScanText } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Alert } from '~/components/ui/alert';

export interface OcrDemoResult {
  text: string;
  confidence: number | null;
  structure: unknown;
  structureError: string | null;
  ms: number;
}

/** Admin OCR demo (the specification's "OCR demo page"): what the reader sees in a photo. */
export function OcrDemo() {
  const fetcher = useFetcher<{ result?: OcrDemoResult; error?: string }>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data?.result;
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="flex items-center justify-between bg-slate-950 px-4 py-3 text-white">
        <span className="font-bold">Tiket AI · OCR Demo</span>
        <Button asChild size="sm" variant="ghost" className="text-white">
          <Link to="/skriveni-admin">Back to dashboard</Link>
        </Button>
      </header>
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        <Card className="p-4">
          <fetcher.Form
            method="post"
            encType="multipart/form-data"
            className="flex flex-wrap items-end gap-3"
          >
            <label className="grid gap-1 text-sm font-medium">
              Ticket image (JPEG, PNG or WebP, up to 10 MB)
              <input
                name="file"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                required
                data-testid="ocr-demo-file"
                className="text-sm"
              />
            </label>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" /> : <ScanText />} Extract text
            </Button>
          </fetcher.Form>
        </Card>
        {fetcher.data?.error && (
          <Alert variant="destructive" data-testid="ocr-demo-error">
            {fetcher.data.error}
          </Alert>
        )}
        {result && <OcrDemoOutput result={result} />}
      </main>
    </div>
  );
}

function OcrDemoOutput({ result }: { result: OcrDemoResult }) {
  const json = JSON.stringify(result.structure, null, 2);
  return (
    <>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold">Extracted text</h2>
          <span className="text-sm text-muted-foreground" data-testid="ocr-demo-confidence">
            Confidence: {result.confidence === null ? 'unknown' : `${Math.round(result.confidence * 100)}%`} ·{' '}
            {result.ms} ms
          </span>
        </div>
        <pre
          className="max-h-96 overflow-auto whitespace-pre-wrap rounded bg-muted p-3 text-sm"
          data-testid="ocr-demo-text"
        >
          {result.text || '–'}
        </pre>
        <div className="flex flex-wrap gap-2">
          <CopyButton label="Copy Text" value={result.text} />
          <Button variant="outline" size="sm" onClick={() => download(result.text)}>
            <Download /> Download as TXT
          </Button>
        </div>
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="font-bold">Structured betting data</h2>
        {result.structureError ? (
          <Alert data-testid="ocr-demo-structure-error">{result.structureError}</Alert>
        ) : (
          <>
            <pre className="max-h-96 overflow-auto rounded bg-muted p-3 text-xs" data-testid="ocr-demo-json">
              {json}
            </pre>
            <CopyButton label="Copy JSON" value={json} />
          </>
        )}
      </Card>
    </>
  );
}

function CopyButton({ label, value }: { label: string; value: string }) {
  const [done, setDone] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() =>
        void navigator.clipboard.writeText(value).then(() => {
          setDone(true);
          setTimeout(() => setDone(false), 1500);
        })
      }
    >
      <Copy /> {done ? 'Copied!' : label}
    </Button>
  );
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `ocr-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.txt`;
  a.click();
  URL.revokeObjectURL(url);
}
