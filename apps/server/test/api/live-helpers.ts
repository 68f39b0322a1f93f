import { type ApiClient, api, BODY_CHECK, type LiveWarning, WARNING_LIVE_EVENTS } from '@kc/contract';
import { expect } from 'vitest';
import { ok } from './attendance-helpers.ts';

/** One server-sent event as the stream carried it. */
export interface LiveEvent {
  event: string;
  data: unknown;
}

/** A live warning feed opened like the web opens it: a signed call for the ticket, then GET …/Live?Ticket=. */
export interface LiveFeed {
  status: number;
  events: LiveEvent[];
  /** Waits for the first event (already received or to come) that matches; fails after `ms`. */
  next: (match: (e: LiveEvent) => boolean, ms?: number) => Promise<LiveEvent>;
  close: () => void;
}

/** Opens the feed of `client`'s session at `baseUrl` (`client` may call another instance: the ticket is in the shared store). */
export async function openLive(baseUrl: string, client: ApiClient): Promise<LiveFeed> {
  const { Ticket } = await ok(client, api.warningLiveTicket, {});
  return openWithTicket(baseUrl, Ticket);
}

/** Opens the feed with a ticket; a refused one answers its status (and no events). */
export async function openWithTicket(baseUrl: string, ticket: string): Promise<LiveFeed> {
  const ctrl = new AbortController();
  const res = await fetch(`${baseUrl}/api/WarningEvent/Live?Ticket=${encodeURIComponent(ticket)}`, { signal: ctrl.signal });
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) events.push({ event, data: data ? JSON.parse(data) : null });
            for (const w of waiters.splice(0)) w();
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // closed
      }
    })();
  }
  const next = (match: (e: LiveEvent) => boolean, ms = 10_000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`)), ms);
      const look = () => {
        const found = events.find(match);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(look);
      };
      look();
    });
  const feed = { status: res.status, events, next, close: () => ctrl.abort() };
  if (res.ok) await next((e) => e.event === WARNING_LIVE_EVENTS.Ready);
  else await res.text();
  return feed;
}

/** A `warning` event about this child. */
export const raisedFor =
  (studentId: number) =>
  (e: LiveEvent): boolean =>
    e.event === WARNING_LIVE_EVENTS.Raised && (e.data as LiveWarning).StudentId === studentId;

/** Saves a morning check of the class with one child at `temperature` (others normal): answers the warnings raised. */
export async function saveMorningCheck(
  client: ApiClient,
  classId: number,
  studentIds: number[],
  feverish: number,
  date: string,
  temperature = 38.6,
) {
  const Rows = studentIds.map((StudentId) => ({ StudentId, Temperature: StudentId === feverish ? temperature : 36.5 }));
  const saved = await ok(client, api.bodySaveClassDay, { ClassId: classId, Date: date, Check: BODY_CHECK.Morning, Rows });
  expect(saved.Warnings).toBeGreaterThanOrEqual(1);
  return saved;
}
