// The payment page's validation messages (spec sections 5 and 8), shared by the form and the server.
export const EMAIL_REQUIRED = 'Molimo unesite email adresu';
export const EMAIL_INVALID = 'Molimo unesite valjan email';
export const ALREADY_SUBSCRIBED = 'Već ste registrovani sa ovim mejlom, prijavite se ovde';
export const ALREADY_UNLOCKED = 'Ovaj izveštaj je već otključan, ne morate ga ponovo plaćati.';
export const PAYMENTS_UNAVAILABLE = 'Plaćanje trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.';
/** The e-mail rule: required, with '@' and a '.' after it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
