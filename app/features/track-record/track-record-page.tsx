import { useTranslation } from '~/lib/i18n-react';
import type { Lang } from '~/lib/i18n';
import { Card } from '~/components/ui/card';
import { formatDate, formatDecimal } from '../../../server/common/format';
import type { TrackRecord } from '../../../server/modules/reports/track-record';
import { ReliabilityChart } from './reliability-chart';

/**
 * /preciznost: how the chances we gave came out on every analysed leg that is settled, by group of chance,
 * with the Brier scores of ours and of the price. Without a settled leg it says so and shows no numbers.
 */
export function TrackRecordPage({ record }: { record: TrackRecord }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const pct = (x: number) => `${formatDecimal(lang, x, 1)} %`;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" data-testid="track-record">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('trackRecord.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('trackRecord.intro')}</p>
      {record.legs === 0 ? (
        <Card className="mt-6 p-6" data-testid="track-record-empty">
          <p className="font-semibold">{t('trackRecord.empty')}</p>
        </Card>
      ) : (
        <>
          <p className="mt-4 font-semibold" data-testid="track-record-summary">
            {t('trackRecord.summary', { legs: record.legs, won: record.won })}
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="track-record-table">
              <caption className="mb-2 text-left font-bold">{t('trackRecord.tableTitle')}</caption>
              <thead className="text-xs text-muted-foreground">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-2 font-semibold">
                    {t('trackRecord.group')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    {t('trackRecord.legs')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-semibold">
                    {t('trackRecord.average')}
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-semibold">
                    {t('trackRecord.won')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {record.groups.map((g) => (
                  <tr key={g.from} className="border-b border-border" data-group={g.from}>
                    <th scope="row" className="whitespace-nowrap py-2 pr-2 font-medium">
                      {g.from}–{g.from + 10} %
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{g.legs}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{pct(g.averageChance)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{pct(g.wonShare)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">{t('trackRecord.voidNote')}</p>
          <Card className="mt-6 p-4 sm:p-5" data-testid="track-record-brier">
            <h2 className="font-bold">{t('trackRecord.brierTitle')}</h2>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{t('trackRecord.brierOurs')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="brier-ours">
                {formatDecimal(lang, record.brier!, 3)}
              </dd>
              {record.versusPrice && (
                <>
                  <dt>{t('trackRecord.brierPrice')}</dt>
                  <dd className="text-right font-semibold tabular-nums" data-testid="brier-price">
                    {formatDecimal(lang, record.versusPrice.price, 3)}
                  </dd>
                </>
              )}
            </dl>
            {record.versusPrice && record.versusPrice.legs !== record.legs && (
              <p className="mt-2 text-xs text-muted-foreground">
                {t('trackRecord.priceLegs', { count: record.versusPrice.legs })} {t('trackRecord.brierOurs')}:{' '}
                {formatDecimal(lang, record.versusPrice.ours, 3)}
              </p>
            )}
            <p className="mt-2 text-xs text-muted-foreground">{t('trackRecord.brierExplain')}</p>
          </Card>
          <div className="mt-6">
            <ReliabilityChart groups={record.groups} />
          </div>
          <p className="mt-4 text-xs text-muted-foreground">
            {t('trackRecord.updated', { date: formatDate(lang, record.computedAt) })}
          </p>
        </>
      )}
    </section>
  );
}
