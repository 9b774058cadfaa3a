import type { Availability, AvailabilityDay, BookingConfig, Lang } from '@hospital/contract';
import { addDays, dayName } from '@hospital/domain';
import type { AppContext } from '../context';
import { dateRange, jakartaNow, weekday } from '../lib/clock';
import { holidayOn } from '../doctors/holidays';
import {
  lastBookableDate,
  leaveOn,
  loadSchedule,
  localizedReason,
  occurrences,
  toAvailabilitySession,
} from '../doctors/schedule';

export interface AvailabilityRequest {
  doctorId?: number;
  poliId?: number;
  companyId?: number;
  /** YYYY-MM-DD; today when absent. */
  from?: string;
  /** YYYY-MM-DD; the last bookable day when absent. */
  to?: string;
}

/** The booking calendar: sessions and leaves per day, never outside today .. the booking window. */
export async function availability(
  ctx: AppContext,
  request: AvailabilityRequest,
  lang: Lang,
): Promise<Availability> {
  const { doctorId, poliId, companyId } = request;
  const now = jakartaNow(ctx.clock());
  const last = lastBookableDate(now.today, ctx.config.bookingWindowDays);
  // A range is clamped to today .. the last bookable day, and a range with no day in it (`from` after
  // `to`, as asked or once clamped) is an empty calendar, not an error: the query's parameters are each
  // valid on their own, which is all the OpenAPI document can state (api/README.md, "Appointment backend").
  const requestedFrom = request.from ?? now.today;
  const requestedTo = request.to ?? last;
  const from = requestedFrom < now.today ? now.today : requestedFrom;
  const to = requestedTo > last ? last : requestedTo;
  const ref = await ctx.ref.get();
  const data =
    from <= to
      ? await loadSchedule(
          ctx.db,
          { doctorIds: doctorId === undefined ? undefined : [doctorId], companyId, poliId, from, to },
          ctx.schedules,
        )
      : {
          sessions: [],
          leaves: [],
          closures: [],
          booked: new Map<string, number>(),
          quotas: new Map<string, number>(),
        };
  const all = from <= to ? occurrences(data, from, to, now) : [];
  const days: AvailabilityDay[] = (from <= to ? dateRange(from, to) : []).map((date) => {
    const leave = doctorId === undefined ? undefined : leaveOn(data.leaves, doctorId, date);
    return {
      date,
      day: weekday(date),
      day_name: dayName(weekday(date), lang),
      on_leave: leave !== undefined,
      leave_reason: localizedReason(leave, lang),
      holiday: holidayOn(date)?.[lang] ?? null,
      closures: data.closures
        .filter((c) => c.closedOn === date)
        .map((c) => ({
          company_id: c.companyId,
          company_name: ref.companies.get(c.companyId)?.name ?? '',
          reason: c.reason[lang],
        })),
      sessions: all
        .filter((o) => o.date === date && !o.leave)
        .map((o) => toAvailabilitySession(o, ref, lang)),
    };
  });
  return {
    from,
    to,
    today: now.today,
    booking_window_days: ctx.config.bookingWindowDays,
    days,
    leaves: data.leaves
      .filter((l) => l.endDate >= from && l.startDate <= to)
      .map((l) => ({
        doctor_id: l.doctorId,
        start_date: l.startDate,
        end_date: l.endDate,
        reason: l.reason[lang],
      })),
  };
}

export function bookingConfig(ctx: AppContext): BookingConfig {
  const now = jakartaNow(ctx.clock());
  return {
    booking_window_days: ctx.config.bookingWindowDays,
    time_zone: 'Asia/Jakarta',
    time_zone_label: 'WIB',
    today: now.today,
    last_bookable_date: addDays(now.today, ctx.config.bookingWindowDays),
    telemedicine_open_minutes_before: ctx.config.meetingOpenMinutesBefore,
  };
}
