// Report wording in Serbian (ekavian) and Croatian (ijekavian). Every sentence states only computed facts.
const pct = (p: number) => (p < 0.01 ? (p * 100).toFixed(1) : String(Math.round(p * 100)));

export const TEXTS = {
  rs: {
    title: 'AI analiza tiketa',
    legSource: {
      market: (implied: number, chance: number, margin: number) =>
        `Kvota nosi ${pct(implied)}% verovatnoće; bez procenjene marže kladionice (${pct(margin)}%) to je oko ${pct(chance)}%.`,
      'base-rate': (chance: number) =>
        `Kvota nije navedena, pa je šansa ${pct(chance)}% istorijska učestalost ovog ishoda u evropskim ligama, bez podataka o ovim ekipama.`,
      none: 'Kvota nije navedena, a za ovaj tip nemamo istorijsku učestalost: šansu nije moguće pošteno proceniti.',
    },
    status: {
      success: 'Par sa dobrom verovatnoćom prolaza.',
      warning: 'Par sa neizvesnim ishodom – razmisli da li ti je potreban.',
      danger: 'Rizičan par: mala verovatnoća prolaza.',
    },
    details: {
      injuries: 'Nije provereno: nije podešen izvor vesti o povredama.',
      gossip: 'Nije provereno: nije podešen izvor vesti.',
      weather: 'Nije provereno: nije podešen izvor vremenske prognoze.',
      headToHead: 'Međusobni dueli nisu uključeni u ovu analizu.',
      keyStats: (implied: string) => `Procena je zasnovana na kvoti: ${implied}.`,
      keyStatsNone: 'Bez kvote nema podataka o ovim ekipama u ovoj analizi.',
    },
    insights: {
      margin: (p: number) => `Kroz marže kladionice na svim parovima gubiš oko ${pct(p)}% vrednosti tiketa.`,
      weakest: (match: string, p: number) => `Najslabija karika je ${match} sa šansom od ${pct(p)}%.`,
      risky: (n: number) => `${n} ${n === 1 ? 'par je rizičan' : 'para su rizična'} (šansa ispod 30%).`,
      tooMany: (n: number) => `Tiket ima ${n} parova: svaki novi par množi rizik i maržu kladionice.`,
      noOdds: (n: number) =>
        `Za ${n} ${n === 1 ? 'par' : 'parova'} nije navedena kvota, pa je šansa samo istorijski prosek.`,
      sameMatch: (match: string) =>
        `Više tipova na utakmici ${match} računamo kao jedan događaj, ne kao nezavisne parove.`,
      solid: (p: number) => `Ukupna šansa tiketa od ${pct(p)}% je solidna za kombinovani tiket.`,
      unknown: 'Za bar jedan par šansu nije moguće proceniti, pa ukupna šansa nije izračunata.',
    },
    recommendation: {
      drop: (matches: string, before: number, after: number) => ({
        title: 'Izbaci rizične parove',
        description: `Bez parova ${matches} šansa tiketa raste sa ${pct(before)}% na ${pct(after)}%.`,
      }),
      keep: (p: number) => ({
        title: 'Tiket je uravnotežen',
        description: `Nijedan par se ne izdvaja kao posebno rizičan. Ukupna šansa je ${pct(p)}%; igraj samo iznos koji možeš da izgubiš.`,
      }),
      unknown: {
        title: 'Dodaj kvote za precizniju analizu',
        description: 'Upiši kvotu za svaki par da bismo mogli da izračunamo šansu iz tržišta.',
      },
    },
    summary: (n: number, odds: number, p: number | null) =>
      `Analizirano je ${n} ${n === 1 ? 'par' : 'parova'} sa ukupnom kvotom ${odds.toFixed(2)}. ` +
      (p === null
        ? 'Ukupnu šansu nije moguće pošteno izračunati.'
        : `Procenjena šansa da tiket prođe je ${pct(p)}%.`) +
      ' Šanse potiču iz kvota (bez marže kladionice) ili, gde kvote nema, iz istorijskih učestalosti; povrede, vesti i vreme nisu provereni jer izvor vesti nije podešen. Analiza nije garancija dobitka.',
    sources: {
      market: 'Šanse iz kvota: verovatnoća koju kvota nosi, umanjena za procenjenu maržu kladionice.',
      baseRate:
        'Parovi bez kvote: istorijska učestalost ishoda u 45.526 utakmica evropskih liga (2015–2025).',
      research: 'Povrede, vesti i vremenski uslovi: nisu provereni (izvor vesti nije podešen).',
    },
  },
  hr: {
    title: 'AI analiza listića',
    legSource: {
      market: (implied: number, chance: number, margin: number) =>
        `Tečaj nosi ${pct(implied)}% vjerojatnosti; bez procijenjene marže kladionice (${pct(margin)}%) to je oko ${pct(chance)}%.`,
      'base-rate': (chance: number) =>
        `Tečaj nije naveden, pa je šansa ${pct(chance)}% povijesna učestalost ovog ishoda u europskim ligama, bez podataka o ovim momčadima.`,
      none: 'Tečaj nije naveden, a za ovaj tip nemamo povijesnu učestalost: šansu nije moguće pošteno procijeniti.',
    },
    status: {
      success: 'Par s dobrom vjerojatnošću prolaza.',
      warning: 'Par s neizvjesnim ishodom – razmisli treba li ti.',
      danger: 'Rizičan par: mala vjerojatnost prolaza.',
    },
    details: {
      injuries: 'Nije provjereno: nije podešen izvor vijesti o ozljedama.',
      gossip: 'Nije provjereno: nije podešen izvor vijesti.',
      weather: 'Nije provjereno: nije podešen izvor vremenske prognoze.',
      headToHead: 'Međusobni susreti nisu uključeni u ovu analizu.',
      keyStats: (implied: string) => `Procjena se temelji na tečaju: ${implied}.`,
      keyStatsNone: 'Bez tečaja nema podataka o ovim momčadima u ovoj analizi.',
    },
    insights: {
      margin: (p: number) =>
        `Kroz marže kladionice na svim parovima gubiš oko ${pct(p)}% vrijednosti listića.`,
      weakest: (match: string, p: number) => `Najslabija karika je ${match} sa šansom od ${pct(p)}%.`,
      risky: (n: number) => `${n} ${n === 1 ? 'par je rizičan' : 'para su rizična'} (šansa ispod 30%).`,
      tooMany: (n: number) => `Listić ima ${n} parova: svaki novi par množi rizik i maržu kladionice.`,
      noOdds: (n: number) =>
        `Za ${n} ${n === 1 ? 'par' : 'parova'} nije naveden tečaj, pa je šansa samo povijesni prosjek.`,
      sameMatch: (match: string) =>
        `Više tipova na utakmici ${match} računamo kao jedan događaj, a ne kao neovisne parove.`,
      solid: (p: number) => `Ukupna šansa listića od ${pct(p)}% je solidna za kombinirani listić.`,
      unknown: 'Za barem jedan par šansu nije moguće procijeniti, pa ukupna šansa nije izračunata.',
    },
    recommendation: {
      drop: (matches: string, before: number, after: number) => ({
        title: 'Izbaci rizične parove',
        description: `Bez parova ${matches} šansa listića raste s ${pct(before)}% na ${pct(after)}%.`,
      }),
      keep: (p: number) => ({
        title: 'Listić je uravnotežen',
        description: `Nijedan par se ne izdvaja kao posebno rizičan. Ukupna šansa je ${pct(p)}%; igraj samo iznos koji možeš izgubiti.`,
      }),
      unknown: {
        title: 'Dodaj tečajeve za precizniju analizu',
        description: 'Upiši tečaj za svaki par kako bismo mogli izračunati šansu iz tržišta.',
      },
    },
    summary: (n: number, odds: number, p: number | null) =>
      `Analizirano je ${n} ${n === 1 ? 'par' : 'parova'} s ukupnim tečajem ${odds.toFixed(2)}. ` +
      (p === null
        ? 'Ukupnu šansu nije moguće pošteno izračunati.'
        : `Procijenjena šansa da listić prođe je ${pct(p)}%.`) +
      ' Šanse potječu iz tečajeva (bez marže kladionice) ili, gdje tečaja nema, iz povijesnih učestalosti; ozljede, vijesti i vrijeme nisu provjereni jer izvor vijesti nije podešen. Analiza nije jamstvo dobitka.',
    sources: {
      market: 'Šanse iz tečajeva: vjerojatnost koju tečaj nosi, umanjena za procijenjenu maržu kladionice.',
      baseRate:
        'Parovi bez tečaja: povijesna učestalost ishoda u 45.526 utakmica europskih liga (2015.–2025.).',
      research: 'Ozljede, vijesti i vremenski uvjeti: nisu provjereni (izvor vijesti nije podešen).',
    },
  },
};
