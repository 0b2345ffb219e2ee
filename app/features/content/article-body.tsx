import { AlertTriangle, Lightbulb } from 'lucide-react';
import { cn } from '~/lib/utils';
import { parseArticle, type Block, type Inline } from '../../../server/common/markup';

// Renders the parsed markup as React elements: text is always text, so an article cannot carry HTML.

function Text({ runs }: { runs: Inline[] }) {
  return (
    <>{runs.map((r, i) => (r.bold ? <strong key={i}>{r.text}</strong> : <span key={i}>{r.text}</span>))}</>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return (
        <h3 className="mt-6 text-lg font-bold">
          <Text runs={block.text} />
        </h3>
      );
    case 'paragraph':
      return (
        <p className="mt-4 leading-relaxed">
          <Text runs={block.text} />
        </p>
      );
    case 'bullets':
      return (
        <ul className="mt-4 list-disc space-y-1.5 pl-6 leading-relaxed marker:text-brand-600">
          {block.items.map((item, i) => (
            <li key={i}>
              <Text runs={item} />
            </li>
          ))}
        </ul>
      );
    case 'numbered':
      return (
        <ol
          start={block.start}
          className="mt-4 list-decimal space-y-1.5 pl-6 leading-relaxed marker:font-semibold"
        >
          {block.items.map((item, i) => (
            <li key={i}>
              <Text runs={item} />
            </li>
          ))}
        </ol>
      );
    case 'callout': {
      const warning = block.kind === 'warning';
      const Icon = warning ? AlertTriangle : Lightbulb;
      return (
        <aside
          className={cn(
            'mt-5 flex gap-3 rounded-xl border p-4 leading-relaxed',
            warning ? 'border-warning/40 bg-warning/10' : 'border-brand-300 bg-brand-50',
          )}
          data-callout={block.kind}
        >
          <Icon
            className={cn('mt-0.5 size-5 shrink-0', warning ? 'text-warning-foreground' : 'text-brand-700')}
            aria-hidden
          />
          <p>
            <strong>{warning ? 'Upozorenje: ' : 'Savet: '}</strong>
            <Text runs={block.text} />
          </p>
        </aside>
      );
    }
  }
}

/**
 * An article's body: the introduction, then its titled sections, either flowing (the shared article page) or
 * as separate cards (the sportski-saveti and regionalni-sadrzaj layout).
 */
export function ArticleBody({ content, sectioned }: { content: string; sectioned: boolean }) {
  const { intro, sections } = parseArticle(content);
  return (
    <div className="text-[17px] text-foreground/90">
      <div className="text-lg">
        {intro.map((b, i) => (
          <BlockView key={i} block={b} />
        ))}
      </div>
      {sections.map((s, i) => (
        <section
          key={i}
          className={cn(
            sectioned ? 'mt-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6' : 'mt-10',
          )}
        >
          <h2 className={cn('font-extrabold tracking-tight', sectioned ? 'text-xl' : 'text-2xl')}>
            {sectioned && <span className="mr-2 text-brand-600">{i + 1}.</span>}
            {s.title}
          </h2>
          {s.blocks.map((b, j) => (
            <BlockView key={j} block={b} />
          ))}
        </section>
      ))}
    </div>
  );
}
