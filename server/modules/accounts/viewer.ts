/** Who is looking: a signed-in user, a guest browser (hashed token), or both (a guest who just signed in). */
export interface Viewer {
  userId?: string | null;
  guestTokenHash?: string | null;
}
