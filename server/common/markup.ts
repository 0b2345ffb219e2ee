// The articles' lightweight markup: "## " sections, "### " sub-headings, **bold**, "- "
// bullets, "1. " numbered lines and paragraphs opening with "UPOZORENJE:" or "SAVET:". It is parsed into plain
// data that the page renders as React elements, so no text of an article can ever become HTML or script.

export type Inline = { text: string; bold: boolean };
export type Block =
  | { type: 'heading'; level: 3; text: Inline[] }
  | { type: 'paragraph'; text: Inline[] }
  | { type: 'bullets'; items: Inline[][] }
  | { type: 'numbered'; items: Inline[][]; start: number }
  | { type: 'callout'; kind: 'warning' | 'tip'; text: Inline[] };

export interface Section {
  title: string;
  blocks: Block[];
}

export interface ParsedArticle {
  /** Everything before the first "## " heading. */
  intro: Block[];
  sections: Section[];
}

const MAX_LENGTH = 200_000;

/** "**bold** rest" → inline runs; an unclosed "**" stays literal text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const re = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), bold: false });
    out.push({ text: m[1], bold: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), bold: false });
  return out;
}

const CALLOUT = /^(UPOZORENJE|SAVET|SAVJET):\s*/;

export function parseArticle(content: string): ParsedArticle {
  const lines = content.slice(0, MAX_LENGTH).replace(/\r\n?/g, '\n').split('\n');
  const intro: Block[] = [];
  const sections: Section[] = [];
  let blocks = intro;
  let paragraph: string[] = [];

  const flush = () => {
    if (!paragraph.length) return;
    const text = paragraph.join(' ').trim();
    paragraph = [];
    if (!text) return;
    const callout = CALLOUT.exec(text);
    blocks.push(
      callout
        ? {
            type: 'callout',
            kind: callout[1] === 'UPOZORENJE' ? 'warning' : 'tip',
            text: parseInline(text.slice(callout[0].length)),
          }
        : { type: 'paragraph', text: parseInline(text) },
    );
  };
  const listItem = (type: 'bullets' | 'numbered', text: string, start = 1) => {
    flush();
    const prev = blocks[blocks.length - 1];
    if (prev?.type === type) prev.items.push(parseInline(text));
    else if (type === 'bullets') blocks.push({ type, items: [parseInline(text)] });
    else blocks.push({ type, items: [parseInline(text)], start });
  };

  for (const raw of lines) {
    const line = raw.trim();
    let m: RegExpExecArray | null;
    if (!line) flush();
    else if ((m = /^##\s+(.+)$/.exec(line)) && !line.startsWith('###')) {
      flush();
      const section: Section = { title: m[1].replace(/\*\*/g, '').trim(), blocks: [] };
      sections.push(section);
      blocks = section.blocks;
    } else if ((m = /^###\s+(.+)$/.exec(line))) {
      flush();
      blocks.push({ type: 'heading', level: 3, text: parseInline(m[1]) });
    } else if ((m = /^[-*•]\s+(.+)$/.exec(line))) listItem('bullets', m[1]);
    else if ((m = /^(\d{1,3})[.)]\s+(.+)$/.exec(line))) listItem('numbered', m[2], Number(m[1]));
    else paragraph.push(line);
  }
  flush();
  return { intro, sections };
}

/** Plain text of the body (for word counts, search and descriptions). */
export function plainText(content: string): string {
  return content
    .replace(/^#{2,3}\s+/gm, '')
    .replace(/\*\*/g, '')
    .replace(/^[-*•]\s+|^\d{1,3}[.)]\s+/gm, '');
}

/** Words of the text: numbers, odds and symbols ("1.85", "–", "=") are not words. */
export const wordCount = (content: string) =>
  plainText(content)
    .split(/\s+/)
    .filter((token) => /\p{L}/u.test(token)).length;
