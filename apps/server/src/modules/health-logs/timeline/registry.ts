import { temperatureReader, warningReader } from './core-readers.ts';
import { entrustReader, medicineReader } from './entrust-readers.ts';
import { braceletReader, emotionReader } from './log-readers.ts';
import type { TimelineReader } from './types.ts';

/**
 * Every source of the child's health timeline. A daily-care domain (checks, care, sleep, growth,
 * diet…) adds its reader here: a function answering its entries for one child over a few days
 * (types.ts); the timeline runs them all and sorts their entries by day and time.
 */
export const timelineReaders: readonly TimelineReader[] = [
  temperatureReader,
  warningReader,
  entrustReader,
  medicineReader,
  braceletReader,
  emotionReader,
];
