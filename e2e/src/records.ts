import { resourceEndpoints, student } from '@kc/contract';
import { expect } from 'vitest';
import type { apiClient } from './browser.ts';

type Client = ReturnType<typeof apiClient>;

export interface NewChild {
  SchoolId: number;
  StudentName: string;
  ClassId?: number;
  Gender: 1 | 2;
  Birthday: string;
  /** A register lists a child from their enrolment on. */
  EnrolDate?: string;
}

/** Adds a child through the API as the client's account (the answer must be a success) and answers its id. */
export async function addChild(client: Client, child: NewChild): Promise<number> {
  const r = await client.call(resourceEndpoints(student).Add, child);
  expect(r.code, r.msg).toBe(100000);
  return (r.data as { StudentId: number }).StudentId;
}
