import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createI18n, registerResources, type Lang } from '~/lib/i18n';
import { I18nProvider } from '~/lib/i18n-react';
import rs from '~/locales/rs';
import hr from '~/locales/hr';
import { BetField } from './bet-field';

registerResources('rs', rs);
registerResources('hr', hr);

const render = (pick: string, lang: Lang) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n(lang)}>
      <BetField pick={pick} unknown unsure invalid={false} onChoose={() => {}} />
    </I18nProvider>,
  );

describe('BetField', () => {
  it('names a printed bet it does not know, for the user to choose what it means', () => {
    expect(render('ZQ7', 'rs')).toContain('Ne prepoznajemo igru „ZQ7“');
  });

  it('says a bet it could not read at all was not read, and asks for it, in rs and hr', () => {
    const rsHtml = render('', 'rs');
    expect(rsHtml).toContain('nismo uspeli da pročitamo');
    expect(rsHtml).not.toContain('„“');
    expect(render('', 'hr')).toContain('nismo uspjeli pročitati');
  });
});
