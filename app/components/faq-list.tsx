import { cn } from '~/lib/utils';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion';

export interface FaqEntry {
  q: string;
  a: string;
}

/** Questions and answers, each opened on its own (several may be open at once). */
export function FaqList({ items, className }: { items: FaqEntry[]; className?: string }) {
  return (
    <Accordion
      type="multiple"
      className={cn('divide-y divide-border rounded-xl border border-border bg-card', className)}
    >
      {items.map((f) => (
        <AccordionItem key={f.q} value={f.q}>
          <AccordionTrigger>{f.q}</AccordionTrigger>
          <AccordionContent>{f.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
