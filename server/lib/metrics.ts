// A small Prometheus text-format registry: counters and a latency histogram are all /metrics needs.
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  private counters = new Map<string, number>();
  private histos = new Map<string, { counts: number[]; sum: number; count: number }>();

  inc(name: string, labels: Record<string, string> = {}, by = 1) {
    const key = series(name, labels);
    this.counters.set(key, (this.counters.get(key) ?? 0) + by);
  }

  observe(name: string, labels: Record<string, string>, seconds: number) {
    const key = series(name, labels);
    let h = this.histos.get(key);
    if (!h) this.histos.set(key, (h = { counts: buckets.map(() => 0), sum: 0, count: 0 }));
    buckets.forEach((b, i) => {
      if (seconds <= b) h.counts[i]++;
    });
    h.sum += seconds;
    h.count++;
  }

  render(): string {
    const lines: string[] = [];
    const mem = process.memoryUsage();
    lines.push('# TYPE process_resident_memory_bytes gauge', `process_resident_memory_bytes ${mem.rss}`);
    lines.push('# TYPE nodejs_heap_used_bytes gauge', `nodejs_heap_used_bytes ${mem.heapUsed}`);
    lines.push(
      '# TYPE process_uptime_seconds gauge',
      `process_uptime_seconds ${process.uptime().toFixed(0)}`,
    );
    const typed = new Set<string>();
    for (const [key, value] of this.counters) {
      const name = key.split('{')[0];
      if (!typed.has(name)) {
        lines.push(`# TYPE ${name} counter`);
        typed.add(name);
      }
      lines.push(`${key} ${value}`);
    }
    for (const [key, h] of this.histos) {
      const [name, rest] = splitSeries(key);
      if (!typed.has(name)) {
        lines.push(`# TYPE ${name} histogram`);
        typed.add(name);
      }
      buckets.forEach((b, i) =>
        lines.push(`${name}_bucket${withLabel(rest, 'le', String(b))} ${h.counts[i]}`),
      );
      lines.push(`${name}_bucket${withLabel(rest, 'le', '+Inf')} ${h.count}`);
      lines.push(`${name}_sum${rest} ${h.sum}`, `${name}_count${rest} ${h.count}`);
    }
    return lines.join('\n') + '\n';
  }
}

function series(name: string, labels: Record<string, string>) {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/["\\\n]/g, '_')}"`);
  return parts.length ? `${name}{${parts.join(',')}}` : name;
}

function splitSeries(key: string): [string, string] {
  const i = key.indexOf('{');
  return i < 0 ? [key, ''] : [key.slice(0, i), key.slice(i)];
}

function withLabel(rest: string, k: string, v: string) {
  return rest ? `${rest.slice(0, -1)},${k}="${v}"}` : `{${k}="${v}"}`;
}
