// RFC 4180 CSV, shared by the shipped results files (server/modules/analysis/model/results.ts) and the
// football-data.co.uk adapter, so both read quoted fields the same way.

/** CSV text → records keyed by the header (quoted fields may hold commas, line breaks and doubled quotes). */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: string[][] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (line === '') continue;
    if (!line.includes('"')) {
      rows.push(line.split(','));
      continue;
    }
    // A quoted field may run over line ends: join lines until the quotes balance.
    while ((line.match(/"/g)?.length ?? 0) % 2 === 1 && i + 1 < lines.length) line += '\n' + lines[++i];
    rows.push(splitQuoted(line));
  }
  const [header = [], ...body] = rows;
  return body.map((r) => {
    const record: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) record[header[i]] = r[i] ?? '';
    return record;
  });
}

function splitQuoted(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}
