/** A moment as the admin lists show it (day/month/year, 24-hour clock), '–' when there is none. */
export const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '–');
