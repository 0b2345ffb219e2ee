import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { DatabaseHandle } from '../../db/client';
import {
  claimGuestReports,
  getFullReport,
  getReportPreview,
  insertReport,
  listUserReports,
} from './report-store';
import { hashGuestToken, newGuestToken } from '../accounts/guest-identity';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('report store', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await createTestDatabase();
  });
  afterAll(() => h.close());

  const base = { source: 'manual', extractedText: 'Zvezda - Partizan 1', language: 'rs' };

  it('shows a guest report only to the browser that made it, and moves it to the account on sign-in', async () => {
    const mine = hashGuestToken(newGuestToken(SECRET));
    const other = hashGuestToken(newGuestToken(SECRET));
    const row = await insertReport(h.db, { ...base, guestTokenHash: mine });
    expect((await getReportPreview(h.db, row.id, { guestTokenHash: mine })).id).toBe(row.id);
    await expect(getReportPreview(h.db, row.id, { guestTokenHash: other })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(getReportPreview(h.db, row.id, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });

    expect(await claimGuestReports(h.db, mine, 'user-1')).toBe(1);
    expect((await getReportPreview(h.db, row.id, { userId: 'user-1' })).userId).toBe('user-1');
    // Once it belongs to an account, the guest cookie alone no longer opens it.
    await expect(getReportPreview(h.db, row.id, { guestTokenHash: mine })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('opens the full report only for its owner and only once unlocked', async () => {
    const locked = await insertReport(h.db, { ...base, userId: 'user-2' });
    await expect(getFullReport(h.db, locked.id, 'user-2')).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: 'Ovaj izveštaj još nije otključan',
    });
    const open = await insertReport(h.db, { ...base, userId: 'user-2', isUnlocked: true });
    expect((await getFullReport(h.db, open.id, 'user-2')).id).toBe(open.id);
    await expect(getFullReport(h.db, open.id, 'user-3')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getFullReport(h.db, 'not-a-uuid', 'user-2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists a user’s reports newest first', async () => {
    const a = await insertReport(h.db, { ...base, userId: 'user-4' });
    const b = await insertReport(h.db, { ...base, userId: 'user-4' });
    expect((await listUserReports(h.db, 'user-4')).map((r) => r.id)).toEqual([b.id, a.id]);
  });
});
