import { api, type OutputOf } from '@kc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/request.ts';

export type ControlRoom = OutputOf<typeof api.controlRoom>;

/** Every query of the alerts domain starts so: the live feed reads them all again on a change. */
export const ALERTS_KEY = ['alerts'] as const;

/** The control room's figures (ControlRoom/GetOverview), read again every minute and on every live change. */
export const useControlRoom = (enabled = true) =>
  useQuery({
    queryKey: [...ALERTS_KEY, 'controlRoom'],
    queryFn: ({ signal }) => call(api.controlRoom, {}, { silent: true, signal }),
    refetchInterval: 60_000,
    enabled,
  });

/** A rate as a percentage with one decimal. */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
