/** The e-mail rule of the payment page (spec section 5): required, with '@' and a '.' after it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
