/** The admin lists (users, OCR requests) show this many rows a page. */
export const PAGE_SIZE = 20;
