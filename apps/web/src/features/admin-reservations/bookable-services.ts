import { type BookingUnit, bookingRulesOf, bookingUnitOf } from '@app/shared/booking-units';
import { type ServiceType, serviceTypes } from '@app/shared/catalog';
import { skipToken } from '@reduxjs/toolkit/query';
import { type AdminFailure, adminApi, loadStatus } from '../admin-shell/admin-api';
import type { LoadStatus } from '../admin-shell/load-status';
import { reservationFallbacks } from '../admin-shell/reservation-messages';

/** Any service a reservation can be for: a stay (night), a car (day) or a yacht charter (hour). */
export interface BookableService {
  id: number;
  type: ServiceType;
  unit: BookingUnit;
  /** 'Icon Brickell', 'Lamborghini Urus', 'Azimut 62 ft' */
  name: string;
  unitNumber: string;
  address: string;
  price: number;
}

/** How a service is booked beyond its unit: the turnaround after a booking, a yacht's charter hours. */
export interface BookingRules {
  bufferMinutes: number;
  durations: number[];
}

/** The order the picker offers the types in: the stays first, as before cars and yachts were bookable. */
export const pickerTypes: readonly ServiceType[] = ['apartments', 'villas', 'cars', 'yachts'];

interface ServiceLike {
  id: number;
  name?: string;
  brand?: string;
  model?: string;
  unitNumber?: string;
  address?: string;
  price: number;
  bufferMinutes?: number;
  durations?: number[];
}

/** A car is named by its brand and model; the other types by their name. */
const nameOf = (service: ServiceLike) =>
  service.name?.trim() || [service.brand, service.model].filter(Boolean).join(' ') || `#${service.id}`;

const bookableServicesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /{type} for the four types, hidden ones too: a booking can be for a service not on the website. */
    bookableServices: build.query<BookableService[], void>({
      queryFn: async (_arg, _api, _options, baseQuery) => {
        const answers = await Promise.all(
          serviceTypes.map((type) =>
            baseQuery({
              url: `/${type}`,
              params: { limit: 500, scope: 'all' },
              fallback: reservationFallbacks.fetchUnits,
            }),
          ),
        );
        const services: BookableService[] = [];
        for (const [index, answer] of answers.entries()) {
          const type = serviceTypes[index] as ServiceType;
          if (answer.error) return { error: answer.error as AdminFailure };
          for (const service of answer.data as ServiceLike[]) {
            services.push({
              id: service.id,
              type,
              unit: bookingUnitOf[type],
              name: nameOf(service),
              unitNumber: service.unitNumber ?? '',
              address: service.address ?? '',
              price: service.price,
            });
          }
        }
        return { data: services };
      },
      extraOptions: { quiet: true },
      providesTags: ['Service'],
    }),

    /** GET /{type}/{id}: the service's buffer and a yacht's durations (lists leave them out). */
    bookingRules: build.query<BookingRules, { type: ServiceType; id: number }>({
      query: ({ type, id }) => ({ url: `/${type}/${id}` }),
      extraOptions: { fallback: reservationFallbacks.fetchUnits, quiet: true },
      transformResponse: (service: ServiceLike, _meta, { type }) => {
        const rules = bookingRulesOf({
          type,
          bufferMinutes: service.bufferMinutes ?? null,
          durations: service.durations ?? null,
        });
        return { bufferMinutes: rules.bufferMinutes, durations: rules.durations };
      },
      providesTags: ['Service'],
    }),
  }),
});

const NO_SERVICES: BookableService[] = [];

/** Every bookable service, loaded once per visit. */
export function useBookableServices(): { items: BookableService[]; status: LoadStatus } {
  const query = bookableServicesApi.useBookableServicesQuery(undefined, { refetchOnMountOrArgChange: false });
  return { items: query.data ?? NO_SERVICES, status: loadStatus(query) };
}

/**
 * The booking rules of the picked service; until they arrive (or if they cannot be read) the type's
 * defaults, which the server applies to a service that names none.
 */
export function useBookingRules(type: ServiceType, id: number | null): BookingRules {
  const { currentData } = bookableServicesApi.useBookingRulesQuery(
    id !== null && bookingUnitOf[type] !== 'night' ? { type, id } : skipToken,
  );
  return currentData ?? defaultRules[type];
}

/** The type's defaults, one object per type: a render without the service's own rules changes nothing. */
const defaultRules = Object.fromEntries(
  serviceTypes.map((type) => {
    const rules = bookingRulesOf({ type, bufferMinutes: null, durations: null });
    return [type, { bufferMinutes: rules.bufferMinutes, durations: rules.durations }];
  }),
) as Record<ServiceType, BookingRules>;
