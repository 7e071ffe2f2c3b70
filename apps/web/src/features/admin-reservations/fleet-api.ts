import { fleetOrder } from '@app/shared/booking-words';
import type { CalendarBlock } from '@app/shared/calendars';
import type { ServiceType } from '@app/shared/service-types';
import { type AdminFailure, adminApi } from '../admin-shell/admin-api';
import { reservationFallbacks } from '../admin-shell/reservation-messages';

/** A service of the fleet as the occupancy timeline lists it. */
export interface FleetService {
  id: number;
  type: ServiceType;
  name: string;
  unitNumber: string;
}

interface ListedService {
  id: number;
  name?: string;
  brand?: string;
  model?: string;
  unitNumber?: string;
}

/** GET /apartments, /villas, /cars and /yachts (hidden ones too): the rows of the occupancy timeline. */
export const fleetApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    fleet: build.query<FleetService[], void>({
      queryFn: async (_arg, _api, _options, baseQuery) => {
        const services: FleetService[] = [];
        for (const type of fleetOrder) {
          const result = await baseQuery({
            url: `/${type}`,
            // A booking can be for a service not (yet) on the website.
            params: { limit: 500, scope: 'all' },
            fallback: reservationFallbacks.fetchUnits,
          });
          if (result.error) return { error: result.error as AdminFailure };
          for (const item of result.data as ListedService[]) {
            // A car is listed by its brand and model.
            const name = item.name || [item.brand, item.model].filter(Boolean).join(' ');
            services.push({ id: item.id, type, name, unitNumber: item.unitNumber ?? '' });
          }
        }
        return { data: services };
      },
      extraOptions: { quiet: true },
      providesTags: ['Service'],
    }),
    /** GET /calendar-blocks: the manual and imported blocks of every service in [from, to). */
    fleetBlocks: build.query<CalendarBlock[], { from: string; to: string }>({
      query: (params) => ({ url: '/calendar-blocks', params, fallback: reservationFallbacks.fetchUnits }),
      extraOptions: { quiet: true },
      providesTags: [{ type: 'Calendar', id: 'fleet' }],
    }),
  }),
});

export const { useFleetQuery, useFleetBlocksQuery } = fleetApi;
