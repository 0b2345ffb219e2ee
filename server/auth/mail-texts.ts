import type { Lang } from '../lib/language';

// Account mails in the user's language (rs ekavian, hr ijekavian).
export const MAIL = {
  rs: {
    verifySubject: 'Potvrdite svoj Tiket AI nalog',
    verifyText: (name: string, url: string) =>
      `Zdravo ${name},\n\nhvala što ste se registrovali na Tiket AI. Potvrdite svoju email adresu klikom na link:\n${url}\n\nAko niste vi napravili nalog, zanemarite ovu poruku.\n\nTiket AI · 18+ · Igrajte odgovorno`,
    resetSubject: 'Promena lozinke za Tiket AI',
    resetText: (name: string, url: string) =>
      `Zdravo ${name},\n\nza promenu lozinke otvorite link (važi 1 sat):\n${url}\n\nAko niste tražili promenu lozinke, zanemarite ovu poruku.\n\nTiket AI`,
    signInLinkSubject: 'Plaćanje na Tiket AI je uspelo',
    signInLinkText: (url: string) =>
      `Zdravo,\n\nplaćanje je uspelo. Prijavite se jednim klikom (link važi 1 sat i može se iskoristiti jednom):\n${url}\n\nLozinku možete postaviti na stranici Moj nalog.\n\nTiket AI · 18+ · Igrajte odgovorno`,
  },
  hr: {
    verifySubject: 'Potvrdite svoj Tiket AI račun',
    verifyText: (name: string, url: string) =>
      `Pozdrav ${name},\n\nhvala što ste se registrirali na Tiket AI. Potvrdite svoju email adresu klikom na poveznicu:\n${url}\n\nAko niste vi otvorili račun, zanemarite ovu poruku.\n\nTiket AI · 18+ · Igrajte odgovorno`,
    resetSubject: 'Promjena lozinke za Tiket AI',
    resetText: (name: string, url: string) =>
      `Pozdrav ${name},\n\nza promjenu lozinke otvorite poveznicu (vrijedi 1 sat):\n${url}\n\nAko niste tražili promjenu lozinke, zanemarite ovu poruku.\n\nTiket AI`,
    signInLinkSubject: 'Plaćanje na Tiket AI je uspjelo',
    signInLinkText: (url: string) =>
      `Pozdrav,\n\nplaćanje je uspjelo. Prijavite se jednim klikom (poveznica vrijedi 1 sat i može se iskoristiti jednom):\n${url}\n\nLozinku možete postaviti na stranici Moj račun.\n\nTiket AI · 18+ · Igrajte odgovorno`,
  },
} satisfies Record<Lang, unknown>;
