import { sql } from 'drizzle-orm';
import { services } from '../../db/schema/catalog.ts';

/**
 * The name a service goes by in a list, a document or an e-mail: its name, or for a car (which has
 * none) its brand and model, 'Lamborghini Urus'.
 */
export const serviceName = sql<string>`coalesce(nullif(${services.name}, ''), trim(${services.brand} || ' ' || ${services.model}))`;
