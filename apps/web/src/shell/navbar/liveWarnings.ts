import { api, type LiveWarning, WARNING_LIVE_EVENTS } from '@kc/contract';
import { useEffect, useRef } from 'react';
import { call } from '../../api/request.ts';

export interface LiveHandlers {
  /** A warning the user may see was raised. */
  onRaised: (w: LiveWarning) => void;
  /** Counts are to be read again (a warning moved or withdrawn; the feed (re)opened). */
  onChanged: () => void;
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps the live warning feed open while mounted: a signed call for a single-use ticket
 * (WarningEvent/LiveTicket), then an EventSource on /api/WarningEvent/Live. An EventSource cannot
 * sign nor send the token; the ticket can be used once, so on any error or end the feed is
 * closed and opened again with a new ticket, waiting longer each time (1 s to 30 s). A refused
 * ticket call (the session gone) is the request layer's to handle (it sends the user away).
 */
export function useLiveWarnings(handlers: LiveHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_FIRST_MS;
    const again = () => {
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(() => void open(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = (await call(api.warningLiveTicket, {}, { silent: true })).Ticket;
      } catch {
        return again();
      }
      if (stopped) return;
      const s = new EventSource(`/api/WarningEvent/Live?Ticket=${encodeURIComponent(ticket)}`);
      source = s;
      s.addEventListener(WARNING_LIVE_EVENTS.Ready, () => {
        retryMs = RETRY_FIRST_MS;
        latest.current.onChanged();
      });
      s.addEventListener(WARNING_LIVE_EVENTS.Raised, (e) => latest.current.onRaised(JSON.parse((e as MessageEvent<string>).data)));
      s.addEventListener(WARNING_LIVE_EVENTS.Changed, () => latest.current.onChanged());
      s.addEventListener(WARNING_LIVE_EVENTS.End, again);
      s.onerror = again;
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);
}
