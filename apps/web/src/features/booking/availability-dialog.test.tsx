import { zonedTimeToInstant } from '@app/shared/dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { AvailabilityDialog } from './availability-dialog';

const today = '2030-03-03';
const booked = [{ start: '2030-03-10', end: '2030-03-14' }];

function renderCalendar(lang: 'en' | 'es' = 'en', initial = { startDate: '', endDate: '' }) {
  const onPick = vi.fn();
  const view = renderWithProviders(
    <AvailabilityDialog
      open
      onClose={() => {}}
      onPick={onPick}
      initial={initial}
      unavailable={booked}
      today={today}
      type="apartments"
      bufferMinutes={0}
      durations={[]}
    />,
    { lang },
  );
  const day = (label: string | RegExp) =>
    within(screen.getByRole('grid')).getByRole('gridcell', { name: label });
  return { ...view, onPick, day };
}

describe('availability calendar', () => {
  it('greys out booked nights and lets a stay end the day another begins', async () => {
    const { user, onPick, day } = renderCalendar();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Select your check-in date.');

    for (const date of ['10', '11', '12', '13']) {
      expect(day(`03-${date}-2030, already booked`)).toBeDisabled();
    }
    expect(day('14')).toBeEnabled();
    expect(day('2')).toBeDisabled(); // before today

    await user.click(day('5'));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Check-in 03-05-2030. Now select your check-out date.',
    );
    // A check-out after a booked stay would cross it; the first booked day is a fine check-out.
    expect(day('15')).toBeDisabled();
    expect(day('5')).toBeDisabled();
    // It can be picked, so it is not announced as booked.
    expect(day('10')).toBeEnabled();
    expect(within(screen.getByRole('grid')).queryByRole('gridcell', { name: /^03-10-2030/ })).toBeNull();
    expect(day('03-11-2030, already booked')).toBeDisabled();
    await user.click(day('10'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('03-05-2030 → 03-10-2030');

    await user.click(within(dialog).getByRole('button', { name: 'Use these dates' }));
    expect(onPick).toHaveBeenCalledWith({ startDate: '2030-03-05', endDate: '2030-03-10' });
  });

  it('starts over when a new check-in is clicked, in Spanish', async () => {
    const { user, onPick, day } = renderCalendar('es', { startDate: '2030-03-14', endDate: '2030-03-16' });
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus fechas' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('03-14-2030 → 03-16-2030');
    expect(day('03-12-2030, ya reservado')).toBeDisabled();
    await user.click(day(/^20$/));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Llegada 03-20-2030.');
    expect(within(dialog).getByRole('button', { name: 'Usar estas fechas' })).toBeDisabled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('opens on the month of an arrival typed without a departure, asking for the check-out', async () => {
    renderCalendar('en', { startDate: '2031-01-15', endDate: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Check-in 01-15-2031. Now select your check-out date.',
    );
    expect(within(dialog).getByText('January 2031')).toBeVisible();
  });

  it('in Spanish too', async () => {
    renderCalendar('es', { startDate: '2031-01-15', endDate: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus fechas' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Llegada 01-15-2031.');
    expect(within(dialog).getByText(/enero 2031/i)).toBeVisible();
  });

  // Instants, the turnaround included, as the API answers for a car or a yacht.
  const at = (date: string, time: string) => zonedTimeToInstant(date, time).toISOString();
  const timed = [
    { start: at('2030-03-07', '20:00'), end: at('2030-03-09', '02:00') },
    { start: at('2030-03-12', '10:00'), end: at('2030-03-12', '15:00') },
  ];
  function renderTimed(type: 'yachts' | 'cars', lang: 'en' | 'es' = 'en') {
    const onPick = vi.fn();
    const { user } = renderWithProviders(
      <AvailabilityDialog
        open
        onClose={() => {}}
        onPick={onPick}
        initial={{ startDate: '', endDate: '' }}
        unavailable={timed}
        today={today}
        type={type}
        bufferMinutes={type === 'yachts' ? 60 : 120}
        durations={[4, 6, 8]}
      />,
      { lang },
    );
    const day = (label: string | RegExp) =>
      within(screen.getByRole('grid')).getByRole('gridcell', { name: label });
    return { onPick, day, user };
  }

  it("greys out a yacht's day where no charter fits, and lists the taken hours of the day picked", async () => {
    const { onPick, day, user } = renderTimed('yachts');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Select the day of your charter.');
    expect(day('03-08-2030, already booked')).toBeDisabled();
    expect(day('12')).toBeEnabled();
    await user.click(day('12'));
    expect(within(dialog).getByText('Booked on 03-12-2030 (turnaround included):')).toBeVisible();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('10:00 – 15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Use this day' }));
    expect(onPick).toHaveBeenCalledWith({ startDate: '2030-03-12', endDate: '' });
  });

  it("greys out a car's wholly taken day, in Spanish, and picks the pickup and return days", async () => {
    const { onPick, day, user } = renderTimed('cars', 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Elige tus fechas' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Selecciona la fecha de recogida.');
    expect(day('03-08-2030, ya reservado')).toBeDisabled();
    // A partly taken day can still be a pickup day: the form checks the times.
    await user.click(day('12'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Recogida 03-12-2030.');
    await user.click(day('14'));
    await user.click(within(dialog).getByRole('button', { name: 'Usar estas fechas' }));
    expect(onPick).toHaveBeenCalledWith({ startDate: '2030-03-12', endDate: '2030-03-14' });
  });
});
