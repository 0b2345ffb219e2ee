/** The e-mail rule of the payment page: required, with '@' and a '.' after it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
