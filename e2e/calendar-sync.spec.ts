import { addDays, todayIn } from '@app/shared/dates';
import { adminToken, expect, test } from './fixtures.ts';

const shown = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;
/** Months from this one to the month of `date`. */
const monthsAhead = (date: string) => {
  const month = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return month(date) - month(todayIn());
};

// Issue 18: another channel's calendar, imported into an apartment, greys out its nights for visitors.
// The "other channel" is the export .ics of another apartment on this same server (loopback: the e2e
// server runs with CALENDAR_FETCH_ALLOW_PRIVATE=true).
test('an imported calendar greys out its nights in the public availability calendar', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await adminToken()}` };
  const apartments = (await (await request.get('/api/apartments?limit=100')).json()) as { id: number }[];
  const [source, target] = apartments;
  if (!source || !target) throw new Error('two demo apartments expected');

  /** Whether the target apartment's public availability has a night of [from, to) taken. */
  const targetTaken = async (from: string, to: string) => {
    const ranges = (await (await request.get(`/api/apartments/${target.id}/availability`)).json()) as {
      start: string;
      end: string;
    }[];
    return ranges.some((range) => range.start < to && from < range.end);
  };

  // A four-night manual block on the source apartment, on the first window from seven weeks ahead free
  // on both: the nights greyed on the target must come from the import alone.
  let block: { id: number; start: string; end: string } | null = null;
  for (let week = 7; week < 30 && !block; week += 1) {
    const start = addDays(todayIn(), week * 7);
    const end = addDays(start, 4);
    if (await targetTaken(start, end)) continue;
    const created = await request.post(`/api/apartments/${source.id}/blocks`, {
      headers,
      data: { start, end, reason: 'E2E owner stay' },
    });
    if (created.status() === 201) block = { id: ((await created.json()) as { id: number }).id, start, end };
  }
  if (!block) throw new Error('no free window on the source apartment');

  let importId: number | null = null;
  try {
    const calendar = await request.get(`/api/apartments/${source.id}/calendar`, { headers });
    const { exportUrl } = (await calendar.json()) as { exportUrl: string };
    const feed = await request.post(`/api/apartments/${target.id}/calendar/imports`, {
      headers,
      data: { name: 'E2E channel', url: exportUrl },
    });
    expect(feed.status()).toBe(201);
    importId = ((await feed.json()) as { id: number }).id;
    const sync = await request.post(`/api/calendar-imports/${importId}/sync`, { headers });
    expect(sync.status()).toBe(200);
    expect(await sync.json()).toMatchObject({ status: 'ok' });
    expect(await targetTaken(block.start, addDays(block.start, 1))).toBe(true);

    await page.goto(`/services/apartments/${target.id}`);
    await expect(page.getByText('Some dates are already booked.')).toBeVisible();
    await page.getByRole('button', { name: 'See available dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
    for (let i = 0; i < monthsAhead(block.start); i += 1) {
      await dialog.getByRole('button', { name: 'Next month' }).click();
    }
    // Every night of the block is taken on the target apartment.
    for (let night = 0; night < 4; night += 1) {
      const day = addDays(block.start, night);
      if (monthsAhead(day) !== monthsAhead(block.start)) break;
      await expect(dialog.getByRole('gridcell', { name: `${shown(day)}, already booked` })).toBeDisabled();
    }
  } finally {
    if (importId !== null) await request.delete(`/api/calendar-imports/${importId}`, { headers });
    await request.delete(`/api/blocks/${block.id}`, { headers });
  }
});
