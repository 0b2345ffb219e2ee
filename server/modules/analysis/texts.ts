// Report wording in Serbian (ekavian) and Croatian (ijekavian). Every sentence states only computed facts.
import { formatDecimal, formatShortDate } from '../../common/format';

// Numbers are written the same way in both languages: decimal comma, thousands with a dot.
const dec2 = (x: number) => formatDecimal('rs', x);
const goals1 = (x: number) => formatDecimal('rs', x, 1);
const pct = (p: number) => (p < 0.01 ? formatDecimal('rs', p * 100, 1) : String(Math.round(p * 100)));
const thousands = (n: number) => formatDecimal('rs', n, 0);

// Serbian and Croatian share their plural rules (CLDR): 1, 21, 31 … `one`; 2–4, 22–24 … `few`; the rest `other`.
const PLURAL = new Intl.PluralRules('hr');
export function countForm<T>(n: number, one: T, few: T, many: T): T {
  const form = PLURAL.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
}
/** "1 par", "3 para", "5 parova" (the same in both languages). */
const pairs = (n: number) => `${n} ${countForm(n, 'par', 'para', 'parova')}`;
/** After "bez": "bez 1 para", "bez 3 para", "bez 5 parova". */
const withoutPairs = (n: number) => `bez ${n} ${countForm(n, 'para', 'para', 'parova')}`;
/** "1 par je rizičan", "3 para su rizična", "5 parova je rizično". */
const riskyPairs = (n: number) => `${pairs(n)} ${countForm(n, 'je rizičan', 'su rizična', 'je rizično')}`;
/** "Analiziran je 1 par", "Analizirana su 3 para", "Analizirano je 5 parova". */
const analysedPairs = (n: number) =>
  `${countForm(n, 'Analiziran je', 'Analizirana su', 'Analizirano je')} ${pairs(n)}`;

/** What the ticket summary rests on. */
export interface SummaryFacts {
  legs: number;
  /** Product of the odds the user gave. */
  odds: number;
  /** Legs typed without odds (left out of `odds`). */
  unpricedOdds: number;
  chance: number | null;
  usedModel: boolean;
  /** Whether a research provider was asked about injuries, news and weather. */
  researched: boolean;
}

/** What the model's numbers rest on, for the texts (docs/decisions/008-rating-model.md). */
export interface ModelFacts {
  model: number;
  /** The last season in the shipped results ("2024-25"). */
  season: string;
}
export interface BlendFacts extends ModelFacts {
  market: number;
  implied: number;
  margin: number;
  chance: number;
  weight: number;
  /** Matches with odds the weight was fitted on. */
  fittedOn: number;
}
/** A leg on the market's fair price (server/modules/analysis/reference-price.ts). */
export interface ReferenceFacts {
  implied: number;
  fair: number;
  from: 'pinnacle' | 'consensus';
  bookmakers: number;
  feed: string;
  /** When the rating model moved the chance off the fair price. */
  model?: { model: number; chance: number; weight: number };
}
export interface TeamLine {
  name: string;
  /** W/D/L, latest first. */
  results: ('W' | 'D' | 'L')[];
  goalsFor: number;
  goalsAgainst: number;
  rating: number;
}
/** Why a leg got its verdict (analyse-ticket.ts `verdict`, docs/decisions/020-verdicts.md). */
export type VerdictReason =
  'good' | 'likely' | 'likelyUnpriced' | 'uncertain' | 'unlikely' | 'poorValue' | 'unknown';

export interface Meeting {
  date: string;
  home: string;
  away: string;
  hg: number;
  ag: number;
}

const rs = {
  title: 'AI analiza tiketa',
  legSource: {
    market: (implied: number, chance: number, margin: number) =>
      `Kvota nosi ${pct(implied)}% verovatnoće; bez procenjene marže kladionice (${pct(margin)}%) to je oko ${pct(chance)}%.`,
    'base-rate': (chance: number) =>
      `Kvota nije navedena, pa je šansa ${pct(chance)}% istorijska učestalost ovog ishoda u evropskim ligama, bez podataka o ovim ekipama.`,
    none: 'Kvota nije navedena, a za ovaj tip nemamo istorijsku učestalost: šansu nije moguće pošteno proceniti.',
    model: (f: ModelFacts) =>
      `Kvota nije navedena; model (Elo + Dixon–Coles na rezultatima do sezone ${f.season}) daje ${pct(f.model)}%.`,
    blend: (f: BlendFacts) =>
      `Model (Elo + Dixon–Coles na rezultatima do sezone ${f.season}) daje ${pct(f.model)}%, tržište ${pct(f.market)}% ` +
      `(kvota nosi ${pct(f.implied)}%, bez procenjene marže od ${pct(f.margin)}%); kombinovano ${pct(f.chance)}%` +
      (f.weight === 0
        ? `: na ${thousands(f.fittedOn)} utakmica sa kvotama model nije bio tačniji od tržišta, pa kombinacija daje kvoti punu težinu.`
        : ` (težina modela ${Math.round(f.weight * 100)}%, izmerena na ${thousands(f.fittedOn)} utakmica sa kvotama).`),
    reference: (f: ReferenceFacts) =>
      `Tvoja kvota nosi ${pct(f.implied)}%; fer šansa tržišta je ${pct(f.fair)}% ` +
      `(${f.from === 'pinnacle' ? 'kvota kladionice Pinnacle' : `srednja vrednost ${f.bookmakers} ${countForm(f.bookmakers, 'kladionice', 'kladionice', 'kladionica')}`} bez marže, ${f.feed}).` +
      (f.model
        ? ` Model (Elo + Dixon–Coles) daje ${pct(f.model.model)}%; kombinovano ${pct(f.model.chance)}% (težina modela ${Math.round(f.model.weight * 100)}%).`
        : ''),
  },
  value: { format: dec2 },
  verdict: {
    good: 'Dobar tip: verovatan ishod, a kvota plaća više od procenjene šanse.',
    likely: 'Verovatan ishod, ali kvota ne plaća više od procenjene šanse.',
    likelyUnpriced: 'Verovatan ishod; bez kvote ne možemo oceniti da li se isplati.',
    uncertain: 'Neizvestan ishod – razmisli da li ti je potreban.',
    unlikely: 'Rizičan par: mala verovatnoća prolaza.',
    poorValue: (v: number) =>
      `Loša vrednost kvote: šansa × kvota = ${dec2(v)}, ispod 0,90 (očekivani povrat manji od 90% uloga).`,
    unknown: 'Šansu ovog para nije moguće pošteno proceniti.',
  } satisfies Record<VerdictReason, unknown>,
  stale: (teams: { name: string; date: string | null }[], days: number) =>
    `Poslednji poznati rezultat: ${sentence(teams.map((t) => `${t.name} ${t.date ? formatShortDate('rs', t.date) : 'nepoznat'}`))} ` +
    `To je starije od ${days} dana, pa forma i rejting nisu aktuelni i šansa se ne oslanja na njih.`,
  details: {
    notAnswered: 'Nije provereno: izvor vesti nije odgovorio.',
    headToHead: 'Međusobni dueli nisu uključeni u ovu analizu.',
    keyStats: (odds: number) => `Procena je zasnovana na kvoti ${dec2(odds)}.`,
    keyStatsReference: (feed: string) => `Procena je zasnovana na kvotama kladionica za isti tip (${feed}).`,
    keyStatsNone: 'Bez kvote nema podataka o ovim ekipama u ovoj analizi.',
    defaultedOdds: (odds: number) =>
      `Prikazana kvota ${dec2(odds)} je samo podrazumevana vrednost i ne ulazi u ukupnu kvotu.`,
    headToHeadFrom: headToHeadText({
      none: (season, home, away) =>
        `U rezultatima do sezone ${season} nema međusobnih duela ekipa ${home} i ${away}.`,
      last: 'Poslednji međusobni dueli',
      balance: 'Bilans',
      win: ['pobeda', 'pobede'],
      draw: 'nerešeno',
    }),
    keyStatsFrom: keyStatsText({
      form: (n) => `Forma (poslednjih ${n}, najnovije prvo; P pobeda, N nerešeno, I poraz)`,
      rating: (season) => `Elo rejting modela (posle sezone ${season})`,
      xg: 'očekivani golovi',
    }),
  },
  played: {
    won: (score: string) => `Odigrano ${score}: tip je prošao.`,
    lost: (score: string) => `Odigrano ${score}: tip nije prošao.`,
    void: (score: string) => `Odigrano ${score}: ulog na ovaj par se vraća.`,
    unsettled: (score: string) => `Odigrano ${score}; ovaj tip ne možemo da obračunamo samo iz rezultata.`,
    afterOvertime: (score: string, regular: string) => `${score} posle produžetka (regularno ${regular})`,
    overtimeRule: (score: string) =>
      `Odigrano ${score}; ishod ovog tipa zavisi od toga da li tvoja kladionica računa produžetak.`,
    noResult: (date: string) =>
      `Utakmica je odigrana ${formatShortDate('rs', date)}, a njen rezultat nemamo. Za odigranu utakmicu ne procenjujemo šansu.`,
    insight: (n: number) =>
      `${countForm(n, `${n} par`, `${n} para`, `${n} parova`)} ${countForm(n, 'je već odigran', 'su već odigrana', 'je već odigrano')}: za ${countForm(n, 'njega', 'njih', 'njih')} ne procenjujemo šansu, nego navodimo rezultat koji imamo.`,
  },
  insights: {
    margin: (p: number) => `Kroz marže kladionice na svim parovima gubiš oko ${pct(p)}% vrednosti tiketa.`,
    weakest: (match: string, p: number) => `Najslabija karika je ${match} sa šansom od ${pct(p)}%.`,
    risky: (n: number) => `${riskyPairs(n)} (šansa ispod 30% ili loša vrednost kvote).`,
    poorValue: (legs: string[]) =>
      `Loša vrednost kvote (šansa × kvota ispod 0,90, očekivani povrat manji od 90% uloga): ${legs.join(', ')}.`,
    tooMany: (n: number) => `Tiket ima ${pairs(n)}: svaki novi par množi rizik i maržu kladionice.`,
    noOdds: (n: number) =>
      `Za ${pairs(n)} nije navedena kvota: šansa je iz modela ili istorijskog proseka, a ukupna kvota računa samo navedene kvote.`,
    sameMatch: (match: string) =>
      `Više tipova na utakmici ${match} računamo kao jedan događaj, ne kao nezavisne parove; model ne poznaje ove ekipe, pa uzimamo šansu najslabijeg tipa (gornja granica).`,
    sameMatchJoint: (match: string) =>
      `Više tipova na utakmici ${match} računamo kao jedan događaj: zajedničku šansu daje raspodela rezultata modela, koja uzima u obzir kako ti ishodi zavise jedan od drugog.`,
    solid: (p: number) => `Ukupna šansa tiketa od ${pct(p)}% je solidna za kombinovani tiket.`,
    unknown: 'Za bar jedan par šansu nije moguće proceniti, pa ukupna šansa nije izračunata.',
  },
  recommendation: {
    lost: (matches: string[]) => ({
      title: 'Tiket je izgubljen',
      description: `${countForm(matches.length, 'Par', 'Parovi', 'Parovi')} ${matches.join(', ')} ${countForm(matches.length, 'nije prošao', 'nisu prošli', 'nisu prošli')}. Ne pokušavaj da vratiš gubitak većim ulogom.`,
    }),
    playedUnknown: {
      title: 'Tiket ima već odigrane parove',
      description:
        'Za odigrane parove nemamo sve rezultate, pa ne računamo ukupnu šansu. Proveri rezultate kod kladionice.',
    },
    drop: (matches: string[], before: number, after: number) => ({
      title: countForm(
        matches.length,
        'Izbaci rizičan par',
        'Izbaci rizične parove',
        'Izbaci rizične parove',
      ),
      description: `${countForm(matches.length, 'Bez para', 'Bez parova', 'Bez parova')} ${matches.join(', ')} šansa tiketa raste sa ${pct(before)}% na ${pct(after)}%.`,
    }),
    keep: (p: number) => ({
      title: 'Tiket je uravnotežen',
      description: `Nijedan par se ne izdvaja kao posebno rizičan. Ukupna šansa je ${pct(p)}%; igraj samo iznos koji možeš da izgubiš.`,
    }),
    tooRisky: (p: number, lost: number, weakest: string[], after: number | null) => ({
      title: 'Tiket je previše rizičan',
      description:
        `Šansa da tiket prođe je samo ${pct(p)}%, a kroz marže kladionice gubiš oko ${pct(lost)}% njegove vrednosti.` +
        (after === null
          ? ' Igraj samo iznos koji možeš da izgubiš.'
          : ` Bez najslabijih parova (${weakest.join(', ')}) šansa raste na ${pct(after)}%.`),
    }),
    risky: (p: number, weakest: string, chance: number) => ({
      title: 'Tiket nosi rizik',
      description: `Ukupna šansa je ${pct(p)}%; najslabija karika je ${weakest} (${pct(chance)}%). Igraj samo iznos koji možeš da izgubiš.`,
    }),
    unknown: {
      title: 'Dodaj kvote za precizniju analizu',
      description: 'Upiši kvotu za svaki par da bismo mogli da izračunamo šansu iz tržišta.',
    },
  },
  summary: (f: SummaryFacts) =>
    `${analysedPairs(f.legs)} ` +
    (f.unpricedOdds === f.legs
      ? 'bez navedenih kvota. '
      : `sa ukupnom kvotom ${dec2(f.odds)}${f.unpricedOdds ? ` (${withoutPairs(f.unpricedOdds)} bez kvote)` : ''}. `) +
    (f.chance === null
      ? 'Ukupnu šansu nije moguće pošteno izračunati.'
      : `Procenjena šansa da tiket prođe je ${pct(f.chance)}%.`) +
    (f.usedModel
      ? ' Šanse potiču iz modela rejtinga ekipa (Elo + Dixon–Coles na objavljenim rezultatima) u kombinaciji sa kvotama bez marže kladionice, a za ekipe koje model ne poznaje iz kvota ili istorijskih učestalosti;'
      : ' Šanse potiču iz kvota (bez marže kladionice) ili, gde kvote nema, iz istorijskih učestalosti;') +
    (f.researched
      ? ' povrede, vesti i vreme su iz pretrage vesti navedene u izvorima.'
      : ' povrede, vesti i vremenski uslovi nisu provereni.') +
    ' Analiza nije garancija dobitka.',
  sources: {
    market:
      'Šanse iz kvota: verovatnoća koju kvota nosi, bez procenjene marže kladionice (metoda stepena: dugim kvotama se oduzima više, a nerešenom ishodu u fudbalu manje, jer kladionice na njemu drže manji deo marže).',
    baseRate: 'Parovi bez kvote: istorijska učestalost ishoda u 45.526 utakmica evropskih liga (2015–2025).',
    model: (season: string, n: number, weight: number) =>
      `Model: Elo rejting (prednost domaćeg terena, težina gol-razlike) → očekivani golovi → Dixon–Coles raspodela rezultata, ` +
      `podešen na rezultatima evropskih liga i UEFA takmičenja do sezone ${season}; težina modela uz kvotu ${Math.round(weight * 100)}% ` +
      `(izmerena na ${thousands(n)} utakmica sa kvotama).`,
    research: 'Povrede, vesti i vremenski uslovi nisu provereni u ovoj analizi.',
    reference: (feed: string, matched: number, legs: number) =>
      `Fer šanse i najbolje kvote: ${feed} (${matched} od ${legs} ${countForm(legs, 'para', 'para', 'parova')}). ` +
      'Fer šansa je kvota kladionice Pinnacle bez marže, a gde nje nema srednja vrednost šansi svih kladionica bez marže (metoda stepena); najbolja kvota je najviša ponuđena za isti tip.',
    researched: (vendor: string, day: string, links: string[]) =>
      `Povrede, vesti i vremenski uslovi: pretraga vesti (${vendor}), ${day}` +
      (links.length ? `; izvori: ${links.join(', ')}.` : '; izvor nije naveo linkove.'),
    researchFailed: (vendor: string) =>
      `Povrede, vesti i vremenski uslovi: izvor vesti (${vendor}) nije odgovorio, pa nisu provereni.`,
    narrative:
      'Tekst izveštaja napisao je jezički model isključivo iz izračunatih brojeva iznad; brojevi su naši.',
  },
};
/** Croatian says the same facts as Serbian: the type refuses a missing text or one that takes other facts. */
const hr: typeof rs = {
  title: 'AI analiza listića',
  legSource: {
    market: (implied: number, chance: number, margin: number) =>
      `Tečaj nosi ${pct(implied)}% vjerojatnosti; bez procijenjene marže kladionice (${pct(margin)}%) to je oko ${pct(chance)}%.`,
    'base-rate': (chance: number) =>
      `Tečaj nije naveden, pa je šansa ${pct(chance)}% povijesna učestalost ovog ishoda u europskim ligama, bez podataka o ovim momčadima.`,
    none: 'Tečaj nije naveden, a za ovaj tip nemamo povijesnu učestalost: šansu nije moguće pošteno procijeniti.',
    model: (f: ModelFacts) =>
      `Tečaj nije naveden; model (Elo + Dixon–Coles na rezultatima do sezone ${f.season}) daje ${pct(f.model)}%.`,
    blend: (f: BlendFacts) =>
      `Model (Elo + Dixon–Coles na rezultatima do sezone ${f.season}) daje ${pct(f.model)}%, tržište ${pct(f.market)}% ` +
      `(tečaj nosi ${pct(f.implied)}%, bez procijenjene marže od ${pct(f.margin)}%); kombinirano ${pct(f.chance)}%` +
      (f.weight === 0
        ? `: na ${thousands(f.fittedOn)} utakmica s tečajevima model nije bio točniji od tržišta, pa kombinacija daje tečaju punu težinu.`
        : ` (težina modela ${Math.round(f.weight * 100)}%, izmjerena na ${thousands(f.fittedOn)} utakmica s tečajevima).`),
    reference: (f: ReferenceFacts) =>
      `Tvoj tečaj nosi ${pct(f.implied)}%; fer šansa tržišta je ${pct(f.fair)}% ` +
      `(${f.from === 'pinnacle' ? 'tečaj kladionice Pinnacle' : `srednja vrijednost ${f.bookmakers} ${countForm(f.bookmakers, 'kladionice', 'kladionice', 'kladionica')}`} bez marže, ${f.feed}).` +
      (f.model
        ? ` Model (Elo + Dixon–Coles) daje ${pct(f.model.model)}%; kombinirano ${pct(f.model.chance)}% (težina modela ${Math.round(f.model.weight * 100)}%).`
        : ''),
  },
  value: { format: dec2 },
  verdict: {
    good: 'Dobar tip: vjerojatan ishod, a tečaj plaća više od procijenjene šanse.',
    likely: 'Vjerojatan ishod, ali tečaj ne plaća više od procijenjene šanse.',
    likelyUnpriced: 'Vjerojatan ishod; bez tečaja ne možemo ocijeniti isplati li se.',
    uncertain: 'Neizvjestan ishod – razmisli treba li ti.',
    unlikely: 'Rizičan par: mala vjerojatnost prolaza.',
    poorValue: (v: number) =>
      `Loša vrijednost tečaja: šansa × tečaj = ${dec2(v)}, ispod 0,90 (očekivani povrat manji od 90% uloga).`,
    unknown: 'Šansu ovog para nije moguće pošteno procijeniti.',
  } satisfies Record<VerdictReason, unknown>,
  stale: (teams: { name: string; date: string | null }[], days: number) =>
    `Posljednji poznati rezultat: ${sentence(teams.map((t) => `${t.name} ${t.date ? formatShortDate('hr', t.date) : 'nepoznat'}`))} ` +
    `To je starije od ${days} dana, pa forma i rejting nisu aktualni i šansa se ne oslanja na njih.`,
  details: {
    notAnswered: 'Nije provjereno: izvor vijesti nije odgovorio.',
    headToHead: 'Međusobni susreti nisu uključeni u ovu analizu.',
    keyStats: (odds: number) => `Procjena se temelji na tečaju ${dec2(odds)}.`,
    keyStatsReference: (feed: string) =>
      `Procjena se temelji na tečajevima kladionica za isti tip (${feed}).`,
    keyStatsNone: 'Bez tečaja nema podataka o ovim momčadima u ovoj analizi.',
    defaultedOdds: (odds: number) =>
      `Prikazani tečaj ${dec2(odds)} samo je zadana vrijednost i ne ulazi u ukupni tečaj.`,
    headToHeadFrom: headToHeadText({
      none: (season, home, away) =>
        `U rezultatima do sezone ${season} nema međusobnih susreta momčadi ${home} i ${away}.`,
      last: 'Posljednji međusobni susreti',
      balance: 'Omjer',
      win: ['pobjeda', 'pobjede'],
      draw: 'neriješeno',
    }),
    keyStatsFrom: keyStatsText({
      form: (n) => `Forma (posljednjih ${n}, najnovije prvo; P pobjeda, N neriješeno, I poraz)`,
      rating: (season) => `Elo rejting modela (nakon sezone ${season})`,
      xg: 'očekivani golovi',
    }),
  },
  played: {
    won: (score: string) => `Odigrano ${score}: tip je prošao.`,
    lost: (score: string) => `Odigrano ${score}: tip nije prošao.`,
    void: (score: string) => `Odigrano ${score}: ulog na ovaj par se vraća.`,
    unsettled: (score: string) => `Odigrano ${score}; ovaj tip ne možemo obračunati samo iz rezultata.`,
    afterOvertime: (score: string, regular: string) => `${score} nakon produžetka (regularno ${regular})`,
    overtimeRule: (score: string) =>
      `Odigrano ${score}; ishod ove oklade ovisi o tome računa li tvoja kladionica produžetak.`,
    noResult: (date: string) =>
      `Utakmica je odigrana ${formatShortDate('hr', date)}, a njezin rezultat nemamo. Za odigranu utakmicu ne procjenjujemo šansu.`,
    insight: (n: number) =>
      `${countForm(n, `${n} par`, `${n} para`, `${n} parova`)} ${countForm(n, 'je već odigran', 'su već odigrana', 'je već odigrano')}: za ${countForm(n, 'njega', 'njih', 'njih')} ne procjenjujemo šansu, nego navodimo rezultat koji imamo.`,
  },
  insights: {
    margin: (p: number) => `Kroz marže kladionice na svim parovima gubiš oko ${pct(p)}% vrijednosti listića.`,
    weakest: (match: string, p: number) => `Najslabija karika je ${match} sa šansom od ${pct(p)}%.`,
    risky: (n: number) => `${riskyPairs(n)} (šansa ispod 30% ili loša vrijednost tečaja).`,
    poorValue: (legs: string[]) =>
      `Loša vrijednost tečaja (šansa × tečaj ispod 0,90, očekivani povrat manji od 90% uloga): ${legs.join(', ')}.`,
    tooMany: (n: number) => `Listić ima ${pairs(n)}: svaki novi par množi rizik i maržu kladionice.`,
    noOdds: (n: number) =>
      `Za ${pairs(n)} nije naveden tečaj: šansa je iz modela ili povijesnog prosjeka, a ukupni tečaj računa samo navedene tečajeve.`,
    sameMatch: (match: string) =>
      `Više tipova na utakmici ${match} računamo kao jedan događaj, a ne kao neovisne parove; model ne poznaje ove momčadi, pa uzimamo šansu najslabijeg tipa (gornja granica).`,
    sameMatchJoint: (match: string) =>
      `Više tipova na utakmici ${match} računamo kao jedan događaj: zajedničku šansu daje raspodjela rezultata modela, koja uzima u obzir kako ti ishodi ovise jedan o drugome.`,
    solid: (p: number) => `Ukupna šansa listića od ${pct(p)}% je solidna za kombinirani listić.`,
    unknown: 'Za barem jedan par šansu nije moguće procijeniti, pa ukupna šansa nije izračunata.',
  },
  recommendation: {
    lost: (matches: string[]) => ({
      title: 'Listić je izgubljen',
      description: `${countForm(matches.length, 'Par', 'Parovi', 'Parovi')} ${matches.join(', ')} ${countForm(matches.length, 'nije prošao', 'nisu prošli', 'nisu prošli')}. Ne pokušavaj vratiti gubitak većim ulogom.`,
    }),
    playedUnknown: {
      title: 'Listić ima već odigrane parove',
      description:
        'Za odigrane parove nemamo sve rezultate, pa ne računamo ukupnu šansu. Provjeri rezultate kod kladionice.',
    },
    drop: (matches: string[], before: number, after: number) => ({
      title: countForm(
        matches.length,
        'Izbaci rizičan par',
        'Izbaci rizične parove',
        'Izbaci rizične parove',
      ),
      description: `${countForm(matches.length, 'Bez para', 'Bez parova', 'Bez parova')} ${matches.join(', ')} šansa listića raste s ${pct(before)}% na ${pct(after)}%.`,
    }),
    keep: (p: number) => ({
      title: 'Listić je uravnotežen',
      description: `Nijedan par se ne izdvaja kao posebno rizičan. Ukupna šansa je ${pct(p)}%; igraj samo iznos koji možeš izgubiti.`,
    }),
    tooRisky: (p: number, lost: number, weakest: string[], after: number | null) => ({
      title: 'Listić je previše rizičan',
      description:
        `Šansa da listić prođe je samo ${pct(p)}%, a kroz marže kladionice gubiš oko ${pct(lost)}% njegove vrijednosti.` +
        (after === null
          ? ' Igraj samo iznos koji možeš izgubiti.'
          : ` Bez najslabijih parova (${weakest.join(', ')}) šansa raste na ${pct(after)}%.`),
    }),
    risky: (p: number, weakest: string, chance: number) => ({
      title: 'Listić nosi rizik',
      description: `Ukupna šansa je ${pct(p)}%; najslabija karika je ${weakest} (${pct(chance)}%). Igraj samo iznos koji možeš izgubiti.`,
    }),
    unknown: {
      title: 'Dodaj tečajeve za precizniju analizu',
      description: 'Upiši tečaj za svaki par kako bismo mogli izračunati šansu iz tržišta.',
    },
  },
  summary: (f: SummaryFacts) =>
    `${analysedPairs(f.legs)} ` +
    (f.unpricedOdds === f.legs
      ? 'bez navedenih tečajeva. '
      : `s ukupnim tečajem ${dec2(f.odds)}${f.unpricedOdds ? ` (${withoutPairs(f.unpricedOdds)} bez tečaja)` : ''}. `) +
    (f.chance === null
      ? 'Ukupnu šansu nije moguće pošteno izračunati.'
      : `Procijenjena šansa da listić prođe je ${pct(f.chance)}%.`) +
    (f.usedModel
      ? ' Šanse potječu iz modela rejtinga momčadi (Elo + Dixon–Coles na objavljenim rezultatima) u kombinaciji s tečajevima bez marže kladionice, a za momčadi koje model ne poznaje iz tečajeva ili povijesnih učestalosti;'
      : ' Šanse potječu iz tečajeva (bez marže kladionice) ili, gdje tečaja nema, iz povijesnih učestalosti;') +
    (f.researched
      ? ' ozljede, vijesti i vrijeme su iz pretrage vijesti navedene u izvorima.'
      : ' ozljede, vijesti i vremenski uvjeti nisu provjereni.') +
    ' Analiza nije jamstvo dobitka.',
  sources: {
    market:
      'Šanse iz tečajeva: vjerojatnost koju tečaj nosi, bez procijenjene marže kladionice (metoda potencije: dugim tečajevima oduzima se više, a neriješenom ishodu u nogometu manje, jer kladionice na njemu drže manji dio marže).',
    baseRate:
      'Parovi bez tečaja: povijesna učestalost ishoda u 45.526 utakmica europskih liga (2015.–2025.).',
    model: (season: string, n: number, weight: number) =>
      `Model: Elo rejting (prednost domaćeg terena, težina gol-razlike) → očekivani golovi → Dixon–Coles raspodjela rezultata, ` +
      `podešen na rezultatima europskih liga i UEFA natjecanja do sezone ${season}; težina modela uz tečaj ${Math.round(weight * 100)}% ` +
      `(izmjerena na ${thousands(n)} utakmica s tečajevima).`,
    research: 'Ozljede, vijesti i vremenski uvjeti nisu provjereni u ovoj analizi.',
    reference: (feed: string, matched: number, legs: number) =>
      `Fer šanse i najbolji tečajevi: ${feed} (${matched} od ${legs} ${countForm(legs, 'para', 'para', 'parova')}). ` +
      'Fer šansa je tečaj kladionice Pinnacle bez marže, a gdje ga nema srednja vrijednost šansi svih kladionica bez marže (metoda potencije); najbolji tečaj je najviši ponuđeni za isti tip.',
    researched: (vendor: string, day: string, links: string[]) =>
      `Ozljede, vijesti i vremenski uvjeti: pretraga vijesti (${vendor}), ${day}` +
      (links.length ? `; izvori: ${links.join(', ')}.` : '; izvor nije naveo poveznice.'),
    researchFailed: (vendor: string) =>
      `Ozljede, vijesti i vremenski uvjeti: izvor vijesti (${vendor}) nije odgovorio, pa nisu provjereni.`,
    narrative:
      'Tekst izvješća napisao je jezični model isključivo iz izračunatih brojeva iznad; brojevi su naši.',
  },
};
export const TEXTS = { rs, hr };

/** The head-to-head sentence: the meetings, newest first, then the balance from the home side's view. */
function headToHeadText(words: {
  none: (season: string, home: string, away: string) => string;
  last: string;
  balance: string;
  win: [one: string, few: string];
  draw: string;
}) {
  return (meetings: Meeting[], home: string, away: string, season: string) => {
    if (!meetings.length) return words.none(season, home, away);
    const [w, d, l] = tally(meetings, home);
    return (
      `${words.last}: ${meetings.map(meetingText).join('; ')}. ` +
      `${words.balance}: ${home} ${w} ${wins(w, ...words.win)}, ${d} ${words.draw}, ${away} ${l} ${wins(l, ...words.win)}.`
    );
  };
}

/** The key-stats sentence: both teams' form letters and goals, their model ratings and expected goals. */
function keyStatsText(words: {
  form: (n: number) => string;
  rating: (season: string) => string;
  xg: string;
}) {
  return (home: TeamLine, away: TeamLine, xg: { home: number; away: number }, season: string) =>
    `${words.form(Math.max(home.results.length, away.results.length))}: ` +
    `${formText(home, 'PNI')}; ${formText(away, 'PNI')}. ${words.rating(season)}: ` +
    `${home.name} ${Math.round(home.rating)}, ${away.name} ${Math.round(away.rating)}; ${words.xg} ${goals1(xg.home)} : ${goals1(xg.away)}.`;
}

/** 1 and 21 pobeda, 2–4 and 22–24 pobede, the rest pobeda (the same in both languages' spelling). */
const wins = (n: number, one: string, few: string) => countForm(n, one, few, one);

function tally(meetings: Meeting[], home: string): [number, number, number] {
  let w = 0;
  let d = 0;
  let l = 0;
  for (const m of meetings) {
    const homeFirst = m.home === home;
    const diff = homeFirst ? m.hg - m.ag : m.ag - m.hg;
    if (diff > 0) w++;
    else if (diff === 0) d++;
    else l++;
  }
  return [w, d, l];
}

/** Items joined into one sentence: a date's own full stop ends it ("… 25. 5. 2025."), else one is added. */
const sentence = (items: string[]) => {
  const text = items.join(', ');
  return text.endsWith('.') ? text : `${text}.`;
};

function meetingText(m: Meeting): string {
  return `${formatShortDate('rs', m.date)} ${m.home} – ${m.away} ${m.hg}:${m.ag}`;
}

function formText(t: TeamLine, letters: string): string {
  const code = { W: letters[0], D: letters[1], L: letters[2] };
  return `${t.name} ${t.results.map((r) => code[r]).join(' ')} (golovi ${t.goalsFor}:${t.goalsAgainst})`;
}
