import type { Lang } from '../lang';
import { createTranslator, type Paths, type Values } from '../translate';
import rs from './rs.json';
import hr from './hr.json';

// The server's texts (error messages, e-mails, the generated ticket's PDF) as keyed resources per language, rendered at the edge in the
// request's language. The specification's English error strings of the analysis ("OCR processing failed: …",
// "Processing failed: …") are acceptance texts and stay the same in both languages; the report page's own failure
// views ("Report not found") are the screen's texts (app/locales), not these.

type Messages = typeof rs;
/** Croatian must have every key Serbian has (checked by the type and by messages.test.ts). */
const croatian: Messages = hr;

export type ErrorKey = Paths<Messages['errors']>;
export type MailKey = keyof Messages['mail'];
export type NoticeKey = keyof Messages['notices'];

const translators = {
  rs: createTranslator<Messages>('rs', rs),
  hr: createTranslator<Messages>('hr', croatian, rs),
};

/** The error text at `key` (relative to `errors.`) in `lang`, with its placeholders filled. */
export function errorText(lang: Lang, key: ErrorKey, values?: Values): string {
  return translators[lang].t(`errors.${key}`, values);
}

/** A short confirmation the API answers with ("Tiket je generisan"). */
export function noticeText(lang: Lang, key: NoticeKey): string {
  return translators[lang].t(`notices.${key}`);
}

/** A generated ticket's printed words (its PDF, its stored title) in `lang`. */
export function ticketText(lang: Lang, key: Paths<Messages['ticket']>, values?: Values): string {
  return translators[lang].t(`ticket.${key}`, values);
}

/** An e-mail's subject and body in `lang`. */
export function mailText(lang: Lang, key: MailKey, values: Values): { subject: string; text: string } {
  const { t } = translators[lang];
  return { subject: t(`mail.${key}.subject`, values), text: t(`mail.${key}.text`, values) };
}

const errorKeys = new Set(leafPaths(rs.errors));
/** Whether `value` names an error text (zod schemas give their messages as keys). */
export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && errorKeys.has(value);
}

function leafPaths(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    v && typeof v === 'object' && !('other' in v)
      ? leafPaths(v as object, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}
