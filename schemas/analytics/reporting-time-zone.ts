import { z } from 'zod'

/**
 * The time zones marketers may count report days in, by a city they know, west to east. A short
 * list on purpose: every offset people sell in is here, and a longer list is harder to pick from.
 * Zones with a half or quarter hour (St. John's, India) count days from the UTC hour before
 * (see app/analytics/rules/rollup-period.ts), and the report says so.
 */
export const reportingTimeZones = [
  { zone: 'Pacific/Honolulu', label: 'Honolulu · Hawaii' },
  { zone: 'America/Anchorage', label: 'Anchorage · Alaska' },
  { zone: 'America/Los_Angeles', label: 'Los Angeles · US Pacific' },
  { zone: 'America/Denver', label: 'Denver · US Mountain' },
  { zone: 'America/Phoenix', label: 'Phoenix · Arizona, no summer time' },
  { zone: 'America/Chicago', label: 'Chicago · US Central' },
  { zone: 'America/Mexico_City', label: 'Mexico City' },
  { zone: 'America/New_York', label: 'New York · US Eastern' },
  { zone: 'America/Toronto', label: 'Toronto' },
  { zone: 'America/Bogota', label: 'Bogotá' },
  { zone: 'America/Lima', label: 'Lima' },
  { zone: 'America/Halifax', label: 'Halifax · Atlantic' },
  { zone: 'America/Santiago', label: 'Santiago' },
  { zone: 'America/St_Johns', label: 'St. John’s · Newfoundland' },
  { zone: 'America/Sao_Paulo', label: 'São Paulo' },
  { zone: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires' },
  { zone: 'UTC', label: 'GMT all year, no summer time' },
  { zone: 'Europe/London', label: 'London' },
  { zone: 'Europe/Dublin', label: 'Dublin' },
  { zone: 'Europe/Lisbon', label: 'Lisbon' },
  { zone: 'Africa/Lagos', label: 'Lagos' },
  { zone: 'Europe/Madrid', label: 'Madrid' },
  { zone: 'Europe/Paris', label: 'Paris' },
  { zone: 'Europe/Amsterdam', label: 'Amsterdam' },
  { zone: 'Europe/Berlin', label: 'Berlin' },
  { zone: 'Europe/Rome', label: 'Rome' },
  { zone: 'Europe/Warsaw', label: 'Warsaw' },
  { zone: 'Africa/Johannesburg', label: 'Johannesburg' },
  { zone: 'Africa/Cairo', label: 'Cairo' },
  { zone: 'Europe/Athens', label: 'Athens' },
  { zone: 'Europe/Helsinki', label: 'Helsinki' },
  { zone: 'Europe/Kyiv', label: 'Kyiv' },
  { zone: 'Europe/Istanbul', label: 'Istanbul' },
  { zone: 'Europe/Moscow', label: 'Moscow' },
  { zone: 'Africa/Nairobi', label: 'Nairobi' },
  { zone: 'Asia/Dubai', label: 'Dubai' },
  { zone: 'Asia/Karachi', label: 'Karachi' },
  { zone: 'Asia/Kolkata', label: 'Mumbai · New Delhi · India' },
  { zone: 'Asia/Dhaka', label: 'Dhaka' },
  { zone: 'Asia/Bangkok', label: 'Bangkok' },
  { zone: 'Asia/Jakarta', label: 'Jakarta' },
  { zone: 'Asia/Singapore', label: 'Singapore' },
  { zone: 'Asia/Hong_Kong', label: 'Hong Kong' },
  { zone: 'Asia/Shanghai', label: 'Beijing · Shanghai' },
  { zone: 'Asia/Manila', label: 'Manila' },
  { zone: 'Australia/Perth', label: 'Perth' },
  { zone: 'Asia/Seoul', label: 'Seoul' },
  { zone: 'Asia/Tokyo', label: 'Tokyo' },
  { zone: 'Australia/Adelaide', label: 'Adelaide' },
  { zone: 'Australia/Brisbane', label: 'Brisbane · no summer time' },
  { zone: 'Australia/Sydney', label: 'Sydney · Melbourne' },
  { zone: 'Pacific/Auckland', label: 'Auckland' },
] as const

export type ReportingTimeZone = (typeof reportingTimeZones)[number]['zone']

/**
 * New York until a marketer picks their own: the product sells mostly in US dollars, so most
 * buyers' days are US days, and Eastern time is where most of them live. Decision 018.
 */
export const defaultReportingTimeZone: ReportingTimeZone = 'America/New_York'

export const reportingTimeZoneSchema = z.enum(
  reportingTimeZones.map((one) => one.zone) as [ReportingTimeZone, ...ReportingTimeZone[]],
  'A time zone from the list',
)

/** The zone's city, as the pickers show it; null for a zone not on the list. */
export function reportingZoneLabel(zone: string): string | null {
  return reportingTimeZones.find((one) => one.zone === zone)?.label ?? null
}
